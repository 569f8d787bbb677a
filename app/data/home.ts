/**
 * Static content of the home page (SPEC §2 Home, §9 constants). Courses, team and testimonials
 * come from the database; these are the academy's fixed facts.
 */

export type FeatureIcon = "gift" | "users" | "clock" | "award" | "globe" | "rocket";

export const FEATURES: readonly { icon: FeatureIcon; title: string; description: string }[] = [
  {
    icon: "gift",
    title: "100 % gratuito",
    description:
      "Todos nuestros cursos son gratuitos. Creemos que aprender tecnología no debe depender de cuánto dinero tienes.",
  },
  {
    icon: "users",
    title: "Comunidad colaborativa",
    description:
      "Aprende junto a estudiantes de toda Latinoamérica y España: resolvemos dudas en equipo y nadie avanza solo.",
  },
  {
    icon: "clock",
    title: "A tu ritmo",
    description:
      "Cursos en línea que puedes seguir cuando quieras, y clases en vivo presenciales o virtuales para quien prefiere un horario.",
  },
  {
    icon: "award",
    title: "Certificaciones conjuntas",
    description:
      "Al terminar un curso obtienes un certificado, emitido junto con los proyectos aliados de la academia.",
  },
  {
    icon: "globe",
    title: "Multidisciplinaria",
    description:
      "Programación web, computación, ciencia de datos y también materias escolares: historia, literatura, idiomas, matemáticas y arte digital.",
  },
  {
    icon: "rocket",
    title: "Aprender haciendo",
    description:
      "Con el método Play&Impact Learning cada módulo termina en un proyecto práctico que puedes mostrar.",
  },
];

/**
 * Partner projects shown in the scrolling logo strip. Their SVGs (public/images/partners) are
 * drawn from the strips' sprite (components/home/strip-symbols.ts), all 180 × 60 (`.partner-logo > svg`
 * in app/tailwind.css), so the strip width is known before layout.
 */
export const PARTNER_LOGO_WIDTH = 180;

export const PARTNERS: readonly { name: string; logo: string }[] = [
  { name: "Código Abierto MX", logo: "/images/partners/codigo-abierto-mx.svg" },
  { name: "Red Educa Latam", logo: "/images/partners/red-educa-latam.svg" },
  { name: "Impacto Digital", logo: "/images/partners/impacto-digital.svg" },
  { name: "Mujeres que Programan", logo: "/images/partners/mujeres-que-programan.svg" },
  { name: "Tecnolab Veracruz", logo: "/images/partners/tecnolab-veracruz.svg" },
  { name: "Jóvenes Innovadores", logo: "/images/partners/jovenes-innovadores.svg" },
  { name: "Biblioteca Digital", logo: "/images/partners/biblioteca-digital.svg" },
  { name: "Maker Space Guadalajara", logo: "/images/partners/maker-space-gdl.svg" },
];

/** SPEC §9: logo strip 80 px/s, flags 60 px/s. */
export const PARTNER_STRIP_SPEED_PX_PER_S = 80;
export const COUNTRY_STRIP_SPEED_PX_PER_S = 60;

export type CountryStat = { name: string; code: string; students: string };

/** SPEC §9 country student counts (display text, hence "+80"). Codes are ISO 3166-1 alpha-2. */
export const COUNTRIES: readonly CountryStat[] = [
  { name: "México", code: "MX", students: "+80" },
  { name: "Venezuela", code: "VE", students: "8" },
  { name: "Argentina", code: "AR", students: "8" },
  { name: "Colombia", code: "CO", students: "4" },
  { name: "Brasil", code: "BR", students: "3" },
  { name: "Chile", code: "CL", students: "2" },
  { name: "Ecuador", code: "EC", students: "2" },
  { name: "Honduras", code: "HN", students: "1" },
  { name: "Nicaragua", code: "NI", students: "1" },
  { name: "España", code: "ES", students: "1" },
];

/** Width of one country chip in the strip (fixed, so the strip width is known before layout). */
export const COUNTRY_CHIP_WIDTH = 200;

/** UN sustainable development goals the mission supports (SPEC §1, §9), with their UN colours. */
export const SDGS: readonly {
  number: number;
  title: string;
  description: string;
  color: string;
}[] = [
  {
    number: 4,
    title: "Educación de calidad",
    description:
      "Educación gratuita, inclusiva y de calidad para cualquier persona, a cualquier edad.",
    color: "#C5192D",
  },
  {
    number: 8,
    title: "Trabajo decente y crecimiento económico",
    description: "Habilidades digitales que abren la puerta a mejores empleos y al emprendimiento.",
    color: "#A21942",
  },
  {
    number: 9,
    title: "Industria, innovación e infraestructura",
    description: "Formamos a quienes construirán la tecnología y la innovación de su región.",
    color: "#FD6925",
  },
  {
    number: 10,
    title: "Reducción de las desigualdades",
    description:
      "Reducimos el analfabetismo digital llevando la tecnología a quien menos acceso tiene.",
    color: "#DD1367",
  },
  {
    number: 17,
    title: "Alianzas para lograr los objetivos",
    description: "Trabajamos con proyectos aliados para certificar y multiplicar el impacto.",
    color: "#19486A",
  },
];

export const PLAY_IMPACT_STEPS: readonly { title: string; description: string }[] = [
  {
    title: "Juega",
    description: "Retos, dinámicas y proyectos que hacen del aprendizaje algo divertido.",
  },
  {
    title: "Aprende",
    description: "Conceptos claros, explicados paso a paso y puestos en práctica de inmediato.",
  },
  { title: "Impacta", description: "Proyectos que resuelven problemas reales de tu comunidad." },
];
