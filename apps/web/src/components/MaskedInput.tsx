import { InputMask } from '@react-input/mask';
import type { ComponentProps } from 'react';

type MaskedInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** In the spec's notation: each 9 takes a digit, e.g. '(999) 999-9999'. */
  mask: string;
  isValid?: boolean;
  isInvalid?: boolean;
};

/** A Bootstrap text input that formats digits into `mask` as the user types. */
export function MaskedInput({ mask, isValid, isInvalid, className, ...props }: MaskedInputProps) {
  const classes = ['form-control', isValid && 'is-valid', isInvalid && 'is-invalid', className];
  return (
    <InputMask
      {...props}
      type="text"
      inputMode="numeric"
      mask={mask}
      replacement={{ 9: /\d/ }}
      className={classes.filter(Boolean).join(' ')}
    />
  );
}
