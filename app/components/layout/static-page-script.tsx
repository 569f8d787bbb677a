/**
 * Inserts the static page's script (docs/decisions/124) once the page's first contentful paint
 * is on screen: run before it, its setup (listeners, the scroll reveal's observer, the
 * testimonial timer) stood between a slow phone and the page's first and largest paint
 * (docs/decisions/134). The inserted element is an ordinary module script; `data-src` names it
 * for the tools that read a document's files (the offline download, `npm run bench`). A browser
 * without paint timing inserts it at once.
 */
const INSERT_AFTER_FIRST_PAINT = `(function (marker) {
  function insert() {
    var script = document.createElement("script");
    script.type = "module";
    script.src = marker.dataset.src;
    document.body.appendChild(script);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) return insert();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    insert();
  }).observe({ type: "paint", buffered: true });
})(document.currentScript);`
  .replace(/\n\s*/g, " ")
  .trim();

export function StaticPageScript({ src, nonce }: { src: string; nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      data-src={src}
      dangerouslySetInnerHTML={{ __html: INSERT_AFTER_FIRST_PAINT }}
    />
  );
}
