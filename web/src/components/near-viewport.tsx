/**
 * A part of a pre-rendered page below the fold that hydrates only when it nears the viewport (or
 * the visitor points at, focuses or types into it first), so hydrating the page is mostly the part
 * on screen. Its HTML is the server's until then: it shows, links work, nothing shifts. Rendered in
 * the browser (a client navigation, the shell), it renders at once.
 *
 * How: the content sits in a Suspense boundary. When React first tries to hydrate it, the content
 * waits on a promise that the wrapper's IntersectionObserver (or the first interaction) resolves;
 * React keeps a boundary that waits dehydrated, with its HTML, and hydrates it when the promise
 * resolves. Only that first try waits: should anything reach the content before it nears the
 * viewport (a context it may read changes: a navigation, a signed-in user), React hydrates it then
 * and there, so no update ever waits on the visitor's scrolling. New props are such an update too,
 * and a re-render of the page around a part hands it new children every time: `nearViewport` makes
 * a memoised part of a component, which re-renders (and so hydrates early) only when its props
 * change. Until it hydrates, the wrapper keeps the height the HTML had.
 */
import { memo, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How far below (and above) the viewport a part starts hydrating: half a screen ahead of the visitor. */
const nearMargin = '50% 0px';
const interactions = ['pointerdown', 'focusin', 'keydown'] as const;
/** The wrapper's attribute (its useId, the same on the server and in the browser), and the one set once React owns it. */
const idAttribute = 'data-near-viewport';
const liveAttribute = 'data-near-viewport-live';

type Gate = { opened: Promise<void>; open: () => void; tried: boolean };

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open, tried: false };
}

/** Whether this render hydrates the server's HTML for the wrapper with this id: it is in the page, and no mounted wrapper owns it. */
function hydratingServerHtml(id: string): boolean {
  if (typeof document === 'undefined') return false;
  const element = [...document.querySelectorAll(`[${idAttribute}]`)].find((candidate) => candidate.getAttribute(idAttribute) === id);
  return element !== undefined && !element.hasAttribute(liveAttribute);
}

function WhenOpen({ gate, onShown, children }: { gate: Gate; onShown: () => void; children: ReactNode }) {
  // Thrown, not passed to use(): the try after this one must not wait, which use() would not allow.
  if (!gate.tried) {
    gate.tried = true;
    throw gate.opened;
  }
  useLayoutEffect(onShown, [onShown]);
  return children;
}

export function NearViewport({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (hydratingServerHtml(id) ? createGate() : null));

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    element.setAttribute(liveAttribute, '');
    if (!gate) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: nearMargin });
    function open() {
      stop();
      gate!.open();
    }
    function stop() {
      observer.disconnect();
      for (const type of interactions) element!.removeEventListener(type, open, true);
    }
    // The page has painted and hydration changed nothing, so reading the height costs no layout.
    element.style.minHeight = `${element.offsetHeight}px`;
    observer.observe(element);
    for (const type of interactions) element.addEventListener(type, open, true);
    return stop;
  }, [gate]);

  const [onShown] = useState(() => () => {
    wrapper.current?.style.removeProperty('min-height');
  });

  return (
    <div ref={wrapper} className={className} {...{ [idAttribute]: id }}>
      <Suspense fallback={null}>
        {gate ? (
          <WhenOpen gate={gate} onShown={onShown}>
            {children}
          </WhenOpen>
        ) : (
          children
        )}
      </Suspense>
    </div>
  );
}

/** `Component` as a part that hydrates near the viewport, memoised: the page re-rendering around it with the same props leaves it be. */
export function nearViewport<Props extends object>(Component: ComponentType<Props>, className?: string) {
  const Part = memo(function NearViewportPart(props: Props) {
    return (
      <NearViewport className={className}>
        <Component {...props} />
      </NearViewport>
    );
  });
  Part.displayName = `NearViewport(${Component.displayName ?? Component.name})`;
  return Part;
}
