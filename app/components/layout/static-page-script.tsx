/**
 * Inserts the static page's script (docs/decisions/124) two frames after the first paint: run
 * before it, its setup (positions read for the scroll reveal, listeners, the testimonial timer)
 * stood between a slow phone and the page's first and largest paint (docs/decisions/134). The
 * inserted element is an ordinary module script; `data-src` names it for the tools that read a
 * document's files (the offline download, `npm run bench`).
 */
const INSERT_AFTER_FIRST_PAINT = `(function (marker) {
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      var script = document.createElement("script");
      script.type = "module";
      script.src = marker.dataset.src;
      document.body.appendChild(script);
    });
  });
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
