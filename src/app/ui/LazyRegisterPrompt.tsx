/**
 * The register modal, loaded when it is needed: it brings the dialog library (15 kB gzip), which the
 * checkout of a buyer who may order, or of an empty cart, never uses. It opens as soon as
 * its code is here (a moment after the screen).
 */
import { useLazyComponent } from '../use-lazy-component.ts';

const loadPrompt = () => import('./RegisterPrompt.tsx').then((module) => module.RegisterPrompt);

export function LazyRegisterPrompt({ signedIn }: { signedIn: boolean }) {
  const Prompt = useLazyComponent(loadPrompt);
  return Prompt ? <Prompt signedIn={signedIn} /> : null;
}
