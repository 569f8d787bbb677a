import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Price, StockBadge } from "~/components/merch/merch-parts";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SectionHeading } from "~/components/ui/section-heading";
import { LARGEST_PAINT_IMAGE } from "~/components/ui/responsive-image";
import { MERCH_PRODUCTS, type MerchProduct } from "~/data/merch";
import { largestPaintImageSource } from "~/utils/inline-image.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Merch Oficial",
    "Playeras y sudaderas oficiales de Web Code Academy: viste la comunidad y apoya los cursos gratuitos.",
  );

/**
 * The catalogue comes with the page's data, so the browser bundle does not carry it as well. The
 * first product's photo is the page's largest paint: small enough, it comes inside the page.
 */
export function loader() {
  const firstImage = MERCH_PRODUCTS[0]?.gallery[0]?.src ?? "";
  return { products: MERCH_PRODUCTS, firstImageSource: largestPaintImageSource(firstImage) };
}

function ProductCard({
  product,
  firstImageSource,
}: {
  product: MerchProduct;
  /** Set on the first product only: its photo's address (inline when small). */
  firstImageSource?: string;
}) {
  const image = product.gallery[0];
  return (
    <Card
      as="article"
      className="group flex flex-col overflow-hidden shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-square overflow-hidden bg-slate-100 dark:bg-slate-800">
        <img
          src={firstImageSource ?? image.src}
          alt={image.alt}
          width="400"
          height="400"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          // The first product's photo is the page's largest paint: fetched ahead of the rest.
          {...(firstImageSource ? LARGEST_PAINT_IMAGE : {})}
        />
        <div className="absolute left-3 top-3 flex gap-2">
          <StockBadge inStock={product.inStock} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div>
          <Badge tone="blue">{product.category}</Badge>
        </div>
        <h2 className="mt-3 text-xl font-bold text-strong">{product.name}</h2>
        <p className="mt-2 flex-1 text-soft">{product.description}</p>
        <div className="mt-6 flex items-center justify-between gap-4">
          <Price amount={product.price} />
          <Link
            to={`/merch/${product.id}`}
            className={buttonClasses()}
            aria-label={`Ver Detalles de ${product.name}`}
          >
            Ver Detalles
          </Link>
        </div>
      </div>
    </Card>
  );
}

export default function MerchIndex() {
  const { products, firstImageSource } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 py-16 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading level={1} tone="inverse" title="Merch Oficial">
            Viste los colores de la comunidad. Cada prenda ayuda a que nuestros cursos sigan siendo
            gratuitos para miles de estudiantes.
          </SectionHeading>
        </div>
      </section>
      <section className="container-page py-12 sm:py-16">
        <div className="mx-auto grid max-w-5xl gap-8 sm:grid-cols-2">
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              firstImageSource={index === 0 ? firstImageSource : undefined}
            />
          ))}
        </div>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted">
          Los pedidos se hacen por WhatsApp: elige tu talla y color en la página del producto y te
          responderemos para coordinar el pago y la entrega.
        </p>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
