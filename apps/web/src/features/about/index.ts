export { AboutPhoto } from './AboutPhoto.tsx';
