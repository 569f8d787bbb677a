import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState, type MouseEvent } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Price, StockBadge } from "~/components/merch/merch-parts";
import { SocialIcon } from "~/components/social-icon";
import { CheckIcon } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { Badge } from "~/components/ui/badge";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import {
  buildOrderMessage,
  buildOrderUrl,
  getMerchProduct,
  MAX_FEATURES_SHOWN,
  type MerchProduct,
} from "~/data/merch";
import { LARGEST_PAINT_IMAGE } from "~/components/ui/responsive-image";
import { largestPaintImageSource } from "~/utils/inline-image.server";
import { pageMeta } from "~/utils/meta";
import { useSiteConfig } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.product.name ?? "Merch Oficial", data?.product.description);

function pickOption(options: readonly string[], requested: string | null) {
  return requested && options.includes(requested) ? requested : options[0];
}

/**
 * /merch/{id}?image=2&size=M&color=Gris — every choice lives in the query string, so the gallery
 * and the selectors work without JS. An unknown or invalid id shows the first product (SPEC §2).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const product = getMerchProduct(params.id);
  const search = new URL(request.url).searchParams;
  const image = Number(search.get("image"));
  const imageIndex =
    Number.isInteger(image) && image >= 1 && image <= product.gallery.length ? image - 1 : 0;
  return {
    product,
    imageIndex,
    // The main photo is the page's largest paint: small enough, it comes inside the page.
    mainImageSource: largestPaintImageSource(product.gallery[imageIndex]?.src ?? ""),
    size: pickOption(product.sizes, search.get("size")),
    color: pickOption(product.colors, search.get("color")),
  };
}

function OptionGroup({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: "size" | "color";
  legend: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (options.length <= 1) return <input type="hidden" name={name} value={value} />;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-strong">
        {legend}: <span className="font-normal text-soft">{value}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 has-[:focus-visible]:ring-offset-2 dark:border-slate-700 dark:text-slate-200 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-600 dark:has-[:checked]:text-white"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ProductDetail({
  product,
  initial,
}: {
  product: MerchProduct;
  initial: { imageIndex: number; mainImageSource: string; size: string; color: string };
}) {
  const site = useSiteConfig();
  const hydrated = useHydrated();
  const [imageIndex, setImageIndex] = useState(initial.imageIndex);
  const [size, setSize] = useState(initial.size);
  const [color, setColor] = useState(initial.color);
  const image = product.gallery[imageIndex] ?? product.gallery[0];
  const orderUrl = buildOrderUrl(site.whatsappNumber, buildOrderMessage(product, size, color));

  const thumbnailHref = (index: number) =>
    `?${new URLSearchParams({ image: String(index + 1), size, color })}`;
  const selectImage = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    setImageIndex(index);
  };

  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-2" data-merch-detail>
      <div>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800">
          <img
            src={imageIndex === initial.imageIndex ? initial.mainImageSource : image.src}
            alt={image.alt}
            width="600"
            height="600"
            className="aspect-square w-full object-cover"
            data-testid="merch-main-image"
            {...LARGEST_PAINT_IMAGE}
          />
        </div>
        {product.gallery.length > 1 ? (
          <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Galería de imágenes">
            {product.gallery.map((item, index) => (
              <li key={item.src}>
                <Link
                  to={thumbnailHref(index)}
                  replace
                  preventScrollReset
                  onClick={selectImage(index)}
                  data-gallery
                  aria-current={index === imageIndex ? "true" : undefined}
                  aria-label={`Ver imagen ${index + 1}: ${item.alt}`}
                  className={`block overflow-hidden rounded-xl border-2 transition-colors ${
                    index === imageIndex
                      ? "border-brand-600 dark:border-brand-400"
                      : "border-transparent opacity-75 hover:opacity-100"
                  }`}
                >
                  <img
                    src={item.src}
                    alt=""
                    width="150"
                    height="150"
                    className="aspect-square w-full object-cover"
                    loading="lazy"
                  />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{product.category}</Badge>
          <StockBadge inStock={product.inStock} />
        </div>
        <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
          {product.name}
        </h1>
        <div className="mt-3">
          <StarRating rating={product.rating} reviews={product.reviews} />
        </div>
        <Price amount={product.price} size="lg" className="mt-5" />
        <p className="mt-5 leading-relaxed text-slate-700 dark:text-slate-300">
          {product.longDescription}
        </p>

        <Form method="get" replace preventScrollReset className="mt-8 space-y-6">
          <input type="hidden" name="image" value={imageIndex + 1} />
          <OptionGroup
            name="size"
            legend="Talla"
            options={product.sizes}
            value={size}
            onChange={setSize}
          />
          <OptionGroup
            name="color"
            legend="Color"
            options={product.colors}
            value={color}
            onChange={setColor}
          />
          {hydrated || (product.sizes.length <= 1 && product.colors.length <= 1) ? null : (
            <button
              type="submit"
              className={buttonClasses({ variant: "secondary", size: "sm" })}
              data-no-js-submit
            >
              Actualizar
            </button>
          )}
        </Form>

        {product.features.length ? (
          <ul className="mt-8 space-y-2">
            {product.features.slice(0, MAX_FEATURES_SHOWN).map((feature) => (
              <li
                key={feature}
                className="flex items-start gap-2 text-slate-700 dark:text-slate-300"
              >
                <CheckIcon className="mt-0.5 h-5 w-5 text-emerald-600 dark:text-emerald-400" />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-8">
          {product.inStock ? (
            <a
              href={orderUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClasses({ size: "lg" })} w-full sm:w-auto`}
              data-testid="merch-order"
            >
              <SocialIcon network="whatsapp" className="h-5 w-5" />
              Pedir
            </a>
          ) : (
            <button
              type="button"
              disabled
              className={`${buttonClasses({ size: "lg" })} w-full sm:w-auto`}
            >
              Próximamente
            </button>
          )}
          <p className="mt-3 text-sm text-muted">
            {product.inStock
              ? "Se abrirá WhatsApp con tu pedido listo para enviar; ahí coordinamos el pago y la entrega."
              : "Este producto aún no está disponible. ¡Muy pronto podrás pedirlo!"}
          </p>
        </div>
      </div>
    </div>
  );
}

export default function MerchDetail() {
  const { product, imageIndex, mainImageSource, size, color } = useLoaderData<typeof loader>();
  return (
    <section className="container-page py-10 sm:py-14">
      <Breadcrumbs
        items={[
          { label: "Inicio", to: "/" },
          { label: "Merch Oficial", to: "/merch" },
          { label: product.name },
        ]}
      />
      {/* Remount when the product or the query string changes, so the local state follows it. */}
      <ProductDetail
        key={`${product.id}-${imageIndex}-${size}-${color}`}
        product={product}
        initial={{ imageIndex, mainImageSource, size, color }}
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
