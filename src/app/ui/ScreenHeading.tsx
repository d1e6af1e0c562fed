/**
 * The one h1 of a screen. After an in-app navigation it takes focus, so a screen reader announces the
 * new screen and keyboard users start from its top (a client-side route change moves nothing else).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { hasNavigated } from '../router.ts';

export function ScreenHeading({ children, id }: { children: ReactNode; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasNavigated()) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={heading} id={id} tabIndex={-1} className="app-screen__heading">
      {children}
    </h1>
  );
}
