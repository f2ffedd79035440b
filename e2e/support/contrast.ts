/** WCAG's relative luminance of an sRGB colour given as 0-255 channels. */
function luminance([red, green, blue]: number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: number[], second: number[]): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * The colours of a computed `box-shadow`, innermost first, as 0-255 channels, each as it shows
 * over white: a ring drawn at half strength is as faint as it looks.
 */
export function shadowColours(boxShadow: string): number[][] {
  return [...boxShadow.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
    const [red, green, blue, alpha = 1] = match[1]!.split(',').map(Number);
    return [red!, green!, blue!].map((channel) => channel * alpha + 255 * (1 - alpha));
  });
}
