import { useEffect, useState } from 'react';
import { imageProblem } from './vehicle-form.ts';

/**
 * What is wrong with the chosen file (null: nothing, or no file), or undefined while its bytes
 * are still being read; a file chosen in the meantime replaces the one being read.
 */
export function useImageProblem(file: File | null): string | null | undefined {
  const [judged, setJudged] = useState<{ file: File; problem: string | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void imageProblem(file).then((problem) => {
      if (current) setJudged({ file, problem });
    });
    return () => {
      current = false;
    };
  }, [file]);
  if (!file) return null;
  return judged?.file === file ? judged.problem : undefined;
}
