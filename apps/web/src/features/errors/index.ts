export { LazyPart } from './LazyPart.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { OFFLINE_SENTENCE, partFailureSentence } from './failure-sentence.ts';
