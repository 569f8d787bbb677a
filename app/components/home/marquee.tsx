import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";

/**
 * An endlessly scrolling strip (two copies of the items, translated by half the track).
 * The speed is in px/s: the animation lasts `copy width / speed` seconds. The copy width is
 * estimated on the server (`estimatedWidth`, from fixed item sizes) so the speed is right even
 * without JavaScript, then measured in the browser. Pauses on hover and keyboard focus; with
 * prefers-reduced-motion it stops and wraps the items instead.
 */
export function Marquee({
  children,
  speed,
  estimatedWidth,
  label,
  gapClass = "gap-12 pr-12",
  testId,
}: {
  children: ReactNode;
  /** Pixels per second. */
  speed: number;
  /** Width in px of one copy of the items, trailing gap included. */
  estimatedWidth: number;
  label: string;
  gapClass?: string;
  testId?: string;
}) {
  const copyRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(estimatedWidth);

  useEffect(() => {
    const copy = copyRef.current;
    if (!copy) return;
    const measure = () => {
      if (copy.offsetWidth > 0) setWidth(copy.offsetWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(copy);
    return () => observer.disconnect();
  }, []);

  const duration = Math.max(1, width / speed);
  const style = { "--marquee-duration": `${duration.toFixed(2)}s` } as CSSProperties;
  const listClass = `flex shrink-0 items-center ${gapClass} motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:pr-0`;

  return (
    <div
      role="region"
      aria-label={label}
      className="group relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]"
    >
      <div
        data-testid={testId}
        data-duration={duration.toFixed(2)}
        style={style}
        className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
      >
        <ul ref={copyRef} className={listClass}>
          {children}
        </ul>
        <ul aria-hidden="true" className={`${listClass} motion-reduce:hidden`}>
          {children}
        </ul>
      </div>
    </div>
  );
}
