import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader extracts it, its pages as one. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
