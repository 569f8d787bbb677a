/**
 * The official merchandise: two hard-coded products (SPEC §3 "Merch product"). One price per
 * product, shown on the list, the detail and in the order message (docs/decisions/030-merch-price.md).
 */
export const MERCH_SIZES = ["CH", "M", "G", "XG"] as const;

export type MerchImage = { src: string; alt: string };

export type MerchProduct = {
  id: number;
  name: string;
  /** Mexican pesos. */
  price: number;
  category: "Ropa";
  description: string;
  longDescription: string;
  inStock: boolean;
  sizes: readonly string[];
  colors: string[];
  rating: number;
  reviews: number;
  features: string[];
  /** The first image is the product's main image (list cards, detail default). */
  gallery: MerchImage[];
};

// Plain literals throughout (no spreads): the browser bundle, which shares this module for its
// helpers, can then drop the catalogue, which reaches the pages through their loaders.
export const MERCH_PRODUCTS: MerchProduct[] = [
  {
    id: 1,
    name: "Playera Oficial Web Code Academy",
    price: 250,
    category: "Ropa",
    description:
      "Playera de algodón con el logo de la academia, cómoda para programar y para presumir.",
    longDescription:
      "Nuestra playera oficial está hecha de algodón peinado de alta calidad, suave al tacto y fresca para todo el día. Lleva al frente el logo de Web Code Academy y en la espalda la frase «Código que transforma». Cada compra ayuda a sostener los cursos gratuitos de la academia: vestirla es una forma de apoyar la educación tecnológica en México y Latinoamérica.",
    inStock: true,
    sizes: MERCH_SIZES,
    colors: ["Negro", "Blanco"],
    rating: 4.8,
    reviews: 24,
    features: [
      "100 % algodón peinado",
      "Estampado resistente al lavado",
      "Tu compra apoya los cursos gratuitos",
      "Corte unisex",
    ],
    gallery: [
      {
        src: "/images/merch/playera-frente.svg",
        alt: "Playera negra con el logo de Web Code Academy al frente",
      },
      {
        src: "/images/merch/playera-espalda.svg",
        alt: "Espalda de la playera con la frase «Código que transforma»",
      },
      {
        src: "/images/merch/playera-blanca.svg",
        alt: "Playera blanca con el logo de Web Code Academy",
      },
    ],
  },
  {
    id: 2,
    name: "Sudadera de la Comunidad",
    price: 300,
    category: "Ropa",
    description:
      "Sudadera con capucha para la comunidad de estudiantes, instructores y voluntarios.",
    longDescription:
      "La sudadera de la comunidad celebra a todas las personas que hacen posible la academia: estudiantes, instructores y voluntarios de nuestras cuatro sedes. Es de felpa afelpada por dentro, con capucha ajustable, bolsa tipo canguro y el símbolo </> bordado en el pecho. Estará disponible muy pronto en tres colores.",
    inStock: false,
    sizes: MERCH_SIZES,
    colors: ["Negro", "Gris", "Azul"],
    rating: 4.9,
    reviews: 12,
    features: [
      "Felpa suave por dentro",
      "Capucha ajustable y bolsa tipo canguro",
      "Logo bordado en el pecho",
    ],
    gallery: [
      {
        src: "/images/merch/sudadera-negra.svg",
        alt: "Sudadera negra con capucha y el símbolo </> bordado",
      },
      { src: "/images/merch/sudadera-gris.svg", alt: "Sudadera gris con capucha" },
      { src: "/images/merch/sudadera-azul.svg", alt: "Sudadera azul con capucha" },
    ],
  },
];

/** SPEC §2: features shown on the detail page, at most three. */
export const MAX_FEATURES_SHOWN = 3;

/** The product with that id; an unknown or invalid id falls back to the first product. */
export function getMerchProduct(id: string | undefined): MerchProduct {
  const numeric = id && /^\d+$/.test(id) ? Number(id) : NaN;
  return MERCH_PRODUCTS.find((product) => product.id === numeric) ?? MERCH_PRODUCTS[0];
}

/** "$250" — prices in Mexican pesos with a dollar sign, as the academy writes them. */
export function formatPrice(price: number) {
  return `$${price.toLocaleString("en-US")}`;
}

/** The prefilled WhatsApp order message (SPEC §2 "Merch": product, price, size, colour). */
export function buildOrderMessage(product: MerchProduct, size: string, color: string) {
  return [
    `¡Hola! Me gustaría pedir la ${product.name}.`,
    `Precio: ${formatPrice(product.price)} MXN`,
    `Talla: ${size}`,
    `Color: ${color}`,
  ].join("\n");
}

export function buildOrderUrl(whatsappNumber: string, message: string) {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(message)}`;
}
