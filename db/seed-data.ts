/**
 * Demo catalogue for a fresh install: courses (with modules and sections), team and testimonials.
 * Plain data only; db/seed.ts turns it into rows. Facts (titles, slugs, categories, levels, hours,
 * module counts, flags) follow the academy's previous site (docs: shared/notes/previous-site.md).
 */
import type { CourseCategory, CourseLevel } from "../app/data/catalogue";
import type { LiveDetails } from "./schema";

/** A hand-written section. Sections given only by title get their content from SECTION_TEMPLATES. */
export type SeedSection = { title: string; duration: number; content: string };

export type SeedModule = {
  title: string;
  description: string;
  sections: (string | SeedSection)[];
  /** Hours; when omitted the course's hours are spread over its modules. */
  duration?: number;
};

export type SeedCourse = {
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  level: CourseLevel;
  category: CourseCategory;
  /** Hours. */
  duration: number;
  instructor: string;
  popular?: boolean;
  featured?: boolean;
  isNew?: boolean;
  isLive?: boolean;
  liveDetails?: LiveDetails;
  comingSoon?: boolean;
  isDisabled?: boolean;
  /** The course's `modules` column is the length of this list. */
  modules: SeedModule[];
};

const mod = (title: string, description: string, sections: string[]): SeedModule => ({
  title,
  description,
  sections,
});

// ---------------------------------------------------------------------------------------------
// Section texts for sections given only by title. Picked by position so that a module opens with
// an introduction and closes with a wrap-up; neighbouring modules get different wordings.
// ---------------------------------------------------------------------------------------------

export type SectionContext = {
  section: string;
  module: string;
  course: string;
  isLastModule: boolean;
};

export const SECTION_TEMPLATES: Record<
  "first" | "middle" | "last",
  ((c: SectionContext) => string)[]
> = {
  first: [
    (c) =>
      `En «${c.section}» empezamos por lo esencial: los conceptos clave, para qué sirven y en qué situaciones reales los vas a usar. Con esa base clara, el resto del módulo «${c.module}» te resultará mucho más fácil de seguir.`,
    (c) =>
      `Abrimos el módulo con «${c.section}». Antes de construir nada, vale la pena entender el panorama general y el vocabulario que usaremos en las siguientes lecciones. Te recomendamos tomar notas: volverás a ellas más de una vez.`,
    (c) =>
      `¿Por qué importa «${c.section}»? Porque es un tema que aparece una y otra vez en ${c.course}, y dominarlo desde el principio te ahorrará muchos tropiezos. En esta lección lo explicamos con calma y con ejemplos cercanos.`,
  ],
  middle: [
    (c) =>
      `Esta lección está dedicada a «${c.section}». Te mostramos el tema paso a paso, con ejemplos cortos que puedes reproducir por tu cuenta mientras ves el video. Al final encontrarás un pequeño reto para comprobar que lo dominas.`,
    (c) =>
      `Trabajamos «${c.section}» a partir de un caso práctico: primero observamos el problema, luego probamos una solución sencilla y por último la mejoramos. Fíjate en los pasos clave, porque los necesitarás en la práctica del módulo.`,
    (c) =>
      `En esta sección profundizamos en «${c.section}» y repasamos los errores más frecuentes en este tema. Verás ejemplos correctos e incorrectos lado a lado para que aprendas a reconocer la diferencia. Si algo no queda claro, vuelve a ver el fragmento o pregunta en los comentarios.`,
    (c) =>
      `Manos a la obra con «${c.section}». Te proponemos un ejercicio que combina lo aprendido hasta ahora con un par de ideas nuevas. No te preocupes si no sale a la primera: equivocarse y corregir forma parte del aprendizaje.`,
  ],
  last: [
    (c) =>
      `Con «${c.section}» cerramos el módulo «${c.module}». Resumimos las ideas principales, revisamos las buenas prácticas que siguen los profesionales y te dejamos sugerencias para seguir practicando por tu cuenta.`,
    (c) =>
      `Para terminar el módulo aplicamos todo lo visto en «${c.section}». Es un ejercicio integrador: lo importante no es que quede perfecto, sino que entiendas cada decisión que tomas. ${
        c.isLastModule
          ? "Compártelo con la comunidad si quieres recibir comentarios."
          : "Guarda tu resultado, porque lo retomaremos más adelante en el curso."
      }`,
  ],
};

// ---------------------------------------------------------------------------------------------
// The "Web Development" course of the home page's course-structure sample, written by hand.
// ---------------------------------------------------------------------------------------------

const WEB_DEVELOPMENT_MODULES: SeedModule[] = [
  {
    title: "Introducción a la Computación",
    description:
      "Antes de programar, conoce la máquina: cómo nació la computación, de qué está hecha una computadora y cómo viaja la información por Internet.",
    duration: 2,
    sections: [
      {
        title: "Historia de la computación",
        duration: 30,
        content:
          "De los ábacos y la máquina analítica de Charles Babbage a los teléfonos que llevamos en el bolsillo, la computación ha recorrido un camino fascinante. En esta sección repasamos los hitos más importantes: las primeras computadoras electrónicas, la llegada del transistor, las computadoras personales y el nacimiento de la web. Entender de dónde venimos te ayudará a comprender por qué las cosas funcionan como funcionan hoy.",
      },
      {
        title: "Hardware y software",
        duration: 45,
        content:
          "Una computadora combina dos mundos: el hardware, las piezas físicas que puedes tocar, y el software, las instrucciones que le dicen qué hacer. Conocerás la función del procesador, la memoria RAM, el almacenamiento y los periféricos, y verás cómo los programas aprovechan cada uno de ellos. Al final podrás leer la ficha técnica de un equipo y entender qué significa cada dato.",
      },
      {
        title: "Sistemas operativos",
        duration: 60,
        content:
          "El sistema operativo es el intermediario entre tú, los programas y el hardware. Compararemos Windows, macOS y Linux, aprenderás a organizar carpetas y archivos, a reconocer las extensiones más comunes y a instalar programas de forma segura. También prepararemos tu computadora con un editor de código y un navegador actualizado para el resto del curso.",
      },
      {
        title: "Cómo funciona Internet",
        duration: 45,
        content:
          "¿Qué pasa desde que escribes una dirección en el navegador hasta que aparece la página? Hablaremos de servidores, direcciones IP, dominios y del protocolo HTTP con ejemplos de la vida diaria. Con esta idea clara, el código HTML que escribirás en el siguiente módulo tendrá mucho más sentido.",
      },
    ],
  },
  {
    title: "HTML Básico",
    description:
      "Escribe tu primera página web: la estructura de un documento HTML, las etiquetas de texto, los enlaces y las imágenes.",
    duration: 2,
    sections: [
      {
        title: "Tu primer documento HTML",
        duration: 35,
        content:
          "HTML es el lenguaje que da estructura a las páginas web. Crearás tu primer archivo index.html, conocerás las etiquetas html, head y body, y entenderás la diferencia entre etiquetas de apertura y de cierre. Abrirás el archivo en el navegador y verás tu trabajo en pantalla en cuestión de minutos.",
      },
      {
        title: "Títulos, párrafos y listas",
        duration: 40,
        content:
          "La mayor parte del contenido de la web es texto, y HTML ofrece etiquetas para organizarlo: encabezados del h1 al h6, párrafos y listas ordenadas o sin orden. Aprenderás a elegir el encabezado correcto según la jerarquía del contenido y no según el tamaño de la letra. Practicaremos maquetando la receta de cocina favorita de tu familia.",
      },
      {
        title: "Enlaces e imágenes",
        duration: 45,
        content:
          "Los enlaces son lo que convierte un conjunto de páginas en una web. Verás cómo usar la etiqueta a con rutas relativas y absolutas, cómo abrir enlaces en una pestaña nueva y cómo insertar imágenes con la etiqueta img. Insistiremos en el atributo alt, que describe la imagen a quienes usan lectores de pantalla.",
      },
    ],
  },
  {
    title: "HTML Intermedio",
    description:
      "Organiza información más compleja con tablas, formularios y etiquetas semánticas que dan significado a cada parte de la página.",
    duration: 2,
    sections: [
      {
        title: "Tablas",
        duration: 35,
        content:
          "Cuando la información tiene filas y columnas, como un horario o una lista de precios, la etiqueta table es la herramienta adecuada. Construiremos una tabla paso a paso con encabezados, filas y celdas combinadas. También hablaremos de cuándo no usar tablas: nunca para acomodar el diseño de la página.",
      },
      {
        title: "Formularios",
        duration: 50,
        content:
          "Los formularios permiten que las personas te envíen información: un registro, una búsqueda o un mensaje de contacto. Conocerás los tipos de input más útiles, las etiquetas label, los botones y los atributos de validación como required o minlength. Terminaremos con un formulario de inscripción completo y accesible.",
      },
      {
        title: "HTML semántico",
        duration: 35,
        content:
          "Etiquetas como header, nav, main, article, section y footer describen el papel de cada parte de la página. Esto ayuda a los buscadores, a los lectores de pantalla y a cualquier persona que lea tu código más adelante. Reescribiremos una página hecha solo con div para que sea semántica.",
      },
    ],
  },
  {
    title: "HTML Avanzado",
    description:
      "Multimedia, accesibilidad y metadatos: los detalles que distinguen una página profesional de una improvisada.",
    duration: 2,
    sections: [
      {
        title: "Audio, video e iframes",
        duration: 40,
        content:
          "HTML permite integrar contenido multimedia sin complementos externos. Aprenderás a usar las etiquetas audio y video con formatos de respaldo, a añadir subtítulos y a insertar mapas o videos de otras plataformas con iframe. Revisaremos también cómo estas decisiones afectan el tiempo de carga.",
      },
      {
        title: "Accesibilidad web",
        duration: 45,
        content:
          "Una página accesible puede usarse con teclado, con lector de pantalla o con poca visión. Veremos el orden de tabulación, los textos alternativos, el contraste de colores y los atributos ARIA más comunes, y también cuándo conviene no usarlos. Probarás tu propia página navegando solo con el teclado para descubrir sus puntos débiles.",
      },
      {
        title: "Metadatos y SEO básico",
        duration: 35,
        content:
          "Lo que pones dentro de head no se ve en pantalla, pero importa mucho. Configuraremos el título, la descripción, el idioma, el viewport para móviles y las etiquetas que controlan cómo se ve tu página al compartirla en redes sociales. Son pequeños ajustes que mejoran cómo te encuentran los buscadores.",
      },
    ],
  },
  {
    title: "CSS Básico",
    description:
      "Da estilo a tus páginas con selectores, colores, tipografía y el modelo de caja, la base de todo diseño web.",
    duration: 2,
    sections: [
      {
        title: "Cómo se aplica CSS",
        duration: 30,
        content:
          "CSS es el lenguaje que define cómo se ven las páginas. Compararemos las tres formas de aplicarlo —en línea, en una etiqueta style y en un archivo externo— y explicaremos por qué la hoja de estilos externa es la mejor opción. Escribirás tus primeras reglas y verás el resultado al instante.",
      },
      {
        title: "Selectores, colores y tipografía",
        duration: 45,
        content:
          "Con los selectores decides a qué elementos aplicar cada estilo: por etiqueta, por clase o por identificador. Aprenderás a definir colores en hexadecimal, RGB y HSL, a cargar fuentes y a ajustar tamaños, interlineado y grosores. Con esto podrás darle una identidad visual propia a tu página.",
      },
      {
        title: "El modelo de caja",
        duration: 45,
        content:
          "Cada elemento de una página es una caja con contenido, relleno, borde y margen. Entender este modelo es la clave para dejar de pelearte con espacios que aparecen sin explicación. Usaremos las herramientas de desarrollo del navegador para inspeccionar las cajas y corregir medidas en vivo.",
      },
    ],
  },
  {
    title: "CSS Intermedio",
    description:
      "Acomoda los elementos justo donde quieres con el posicionamiento, Flexbox y CSS Grid.",
    duration: 2,
    sections: [
      {
        title: "Display y posicionamiento",
        duration: 35,
        content:
          "Los elementos de bloque y los elementos en línea se comportan de forma distinta, y la propiedad display te permite cambiarlo. Veremos también position con sus valores relative, absolute, fixed y sticky, ideales para menús fijos o etiquetas sobre imágenes. Con ejemplos sencillos entenderás qué hace cada uno y cuándo conviene usarlo.",
      },
      {
        title: "Flexbox",
        duration: 45,
        content:
          "Flexbox resuelve en pocas líneas problemas que antes requerían trucos complicados, como centrar un elemento o repartir el espacio entre varios. Practicaremos con justify-content, align-items, gap y flex-wrap construyendo una barra de navegación y una fila de tarjetas. Al terminar, Flexbox será tu herramienta favorita para alinear.",
      },
      {
        title: "CSS Grid",
        duration: 40,
        content:
          "Grid está pensado para diseños en dos dimensiones: filas y columnas al mismo tiempo. Aprenderás a definir la cuadrícula, a usar la unidad fr, a ubicar elementos en áreas con nombre y a crear galerías que se acomodan solas. Compararemos Grid con Flexbox para que sepas cuál elegir en cada caso.",
      },
    ],
  },
  {
    title: "CSS Avanzado",
    description:
      "Diseño responsivo, variables, transiciones y animaciones para que tu sitio luzca moderno en cualquier pantalla.",
    duration: 2,
    sections: [
      {
        title: "Diseño responsivo",
        duration: 45,
        content:
          "Hoy la mayoría de las visitas llegan desde un teléfono, así que tu página debe verse bien en cualquier pantalla. Trabajaremos con la estrategia mobile first, las media queries, las unidades relativas y las imágenes flexibles. Probaremos el resultado con el modo de dispositivo del navegador.",
      },
      {
        title: "Variables CSS",
        duration: 30,
        content:
          "Las propiedades personalizadas te permiten guardar colores, tamaños o espaciados en un solo lugar y reutilizarlos en toda la hoja de estilos. Verás cómo organizar una pequeña paleta de diseño y cómo crear un tema oscuro cambiando solo unas cuantas variables. Tu código será más ordenado y mucho más fácil de mantener.",
      },
      {
        title: "Transiciones y animaciones",
        duration: 45,
        content:
          "El movimiento bien usado guía la atención y hace que una interfaz se sienta viva. Aprenderás a crear transiciones suaves al pasar el cursor, a definir animaciones con keyframes y a respetar la preferencia de movimiento reducido de cada persona. Terminaremos animando los botones y las tarjetas de tu proyecto.",
      },
    ],
  },
  {
    title: "JavaScript Básico",
    description:
      "Tus primeros programas: variables, tipos de datos, operadores, condicionales y bucles explicados desde cero.",
    duration: 2,
    sections: [
      {
        title: "¿Qué es JavaScript?",
        duration: 30,
        content:
          "JavaScript es el lenguaje de programación que da comportamiento a las páginas web. Veremos dónde se escribe, cómo conectarlo a tu HTML y cómo usar la consola del navegador para probar ideas rápidamente. Escribirás tu primer programa y entenderás qué hace el navegador cuando lo ejecuta.",
      },
      {
        title: "Variables y tipos de datos",
        duration: 40,
        content:
          "Las variables guardan la información con la que trabaja un programa. Aprenderás la diferencia entre let y const, los tipos de datos básicos —números, cadenas de texto y booleanos— y los operadores para combinarlos. Practicaremos con una calculadora de propinas sencilla.",
      },
      {
        title: "Condicionales y bucles",
        duration: 50,
        content:
          "Un programa necesita tomar decisiones y repetir tareas. Con if, else y switch harás que tu código reaccione a distintas situaciones, y con for y while recorrerás listas de datos sin repetir instrucciones. Resolveremos pequeños retos de lógica para entrenar tu forma de pensar como programador.",
      },
    ],
  },
  {
    title: "JavaScript Intermedio",
    description:
      "Funciones, arreglos, objetos y manipulación del DOM para crear páginas que responden a cada clic.",
    duration: 2,
    sections: [
      {
        title: "Funciones",
        duration: 40,
        content:
          "Las funciones agrupan instrucciones bajo un nombre para que puedas reutilizarlas cuando quieras. Veremos cómo declararlas, cómo pasarles parámetros y devolver resultados, y la sintaxis de las funciones flecha. Dividiremos un problema grande en funciones pequeñas, una habilidad que usarás durante toda tu carrera.",
      },
      {
        title: "Arreglos y objetos",
        duration: 40,
        content:
          "Los arreglos guardan listas de valores y los objetos describen cosas con propiedades, como un producto con nombre y precio. Practicaremos con métodos muy útiles como map, filter y find para transformar y buscar datos. Con ellos construiremos el catálogo de una tienda imaginaria.",
      },
      {
        title: "El DOM y los eventos",
        duration: 50,
        content:
          "El DOM es la representación de tu página que JavaScript puede leer y modificar. Aprenderás a seleccionar elementos, cambiar textos y clases, crear elementos nuevos y responder a clics, teclas o envíos de formularios. Con esto harás tu primera página realmente interactiva: una lista de tareas.",
      },
    ],
  },
  {
    title: "JavaScript Avanzado",
    description:
      "Asincronía, consumo de APIs y almacenamiento local para construir aplicaciones web completas.",
    duration: 2,
    sections: [
      {
        title: "Asincronía y promesas",
        duration: 45,
        content:
          "Muchas tareas toman tiempo, como pedir datos a un servidor, y JavaScript no se queda esperando sin hacer nada. Entenderás qué son las promesas y cómo async y await hacen que el código asíncrono se lea de forma natural. Veremos también cómo manejar errores con try y catch.",
      },
      {
        title: "Consumo de APIs con fetch",
        duration: 45,
        content:
          "Una API es una puerta para obtener datos de otros servicios: el clima, películas, países y mucho más. Usaremos fetch para pedir información en formato JSON y mostrarla en la página, con estados de carga y mensajes de error. Construirás un pequeño buscador que consulta una API pública.",
      },
      {
        title: "Almacenamiento local y módulos",
        duration: 30,
        content:
          "Con localStorage tu página puede recordar datos aunque la persona cierre el navegador, como sus preferencias o su lista de tareas. Además aprenderás a dividir tu código en módulos con import y export para mantenerlo organizado. Aplicaremos ambas ideas para mejorar el proyecto del módulo anterior.",
      },
    ],
  },
  {
    title: "Publicación de tu Página Web",
    description:
      "Lleva tu proyecto a Internet: control de versiones con Git, repositorios en GitHub y publicación gratuita.",
    duration: 2,
    sections: [
      {
        title: "Git y GitHub",
        duration: 45,
        content:
          "Git guarda el historial de tu proyecto y te permite volver atrás cuando algo sale mal. Aprenderás los comandos esenciales —init, add, commit y push— y subirás tu código a un repositorio en GitHub. Es la misma forma de trabajar que usan los equipos de desarrollo profesionales.",
      },
      {
        title: "Publicar en GitHub Pages",
        duration: 35,
        content:
          "Tu página merece estar en línea para que cualquiera pueda visitarla. Configuraremos GitHub Pages paso a paso para publicar tu sitio gratis y obtener una dirección que puedas compartir. También veremos cómo actualizarlo cada vez que hagas cambios.",
      },
      {
        title: "Dominio propio y siguientes pasos",
        duration: 40,
        content:
          "Si quieres una dirección personalizada, te explicamos cómo funciona un dominio y cómo conectarlo a tu sitio publicado. Revisaremos una lista de verificación final: velocidad de carga, accesibilidad y vista en móviles. Cerramos el curso con recomendaciones para seguir aprendiendo y armar tu portafolio.",
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Courses, in display order (the home page shows the first six).
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Learning-player extras: a small self-hosted video (public/media) and support links on some
// sections, by course slug and section title, so the player's video and 'Recursos' can be tried.
// ---------------------------------------------------------------------------------------------

export type SeedResource = { title: string; url: string };
export type SectionExtras = { videoUrl?: string; resources?: SeedResource[] };

const DEMO_VIDEO = "/media/leccion-demo.webm";
const MDN = "https://developer.mozilla.org/es/docs";

export const SECTION_EXTRAS: Record<string, Record<string, SectionExtras>> = {
  "web-development": {
    "Historia de la computación": {
      videoUrl: DEMO_VIDEO,
      resources: [
        {
          title: "Historia de la computación (Wikipedia)",
          url: "https://es.wikipedia.org/wiki/Historia_de_la_computaci%C3%B3n",
        },
        {
          title: "Línea del tiempo del Computer History Museum",
          url: "https://www.computerhistory.org/timeline/",
        },
      ],
    },
    "Hardware y software": {
      videoUrl: DEMO_VIDEO,
      resources: [{ title: "Hardware (Wikipedia)", url: "https://es.wikipedia.org/wiki/Hardware" }],
    },
    "Cómo funciona Internet": {
      resources: [
        {
          title: "¿Cómo funciona Internet? (MDN)",
          url: `${MDN}/Learn/Common_questions/Web_mechanics/How_does_the_Internet_work`,
        },
        { title: "Introducción a HTTP (MDN)", url: `${MDN}/Web/HTTP/Overview` },
      ],
    },
    "Tu primer documento HTML": {
      videoUrl: DEMO_VIDEO,
      resources: [
        {
          title: "Empezar con HTML (MDN)",
          url: `${MDN}/Learn/HTML/Introduction_to_HTML/Getting_started`,
        },
        { title: "Referencia de elementos HTML (MDN)", url: `${MDN}/Web/HTML/Element` },
        { title: "Validador de HTML del W3C", url: "https://validator.w3.org/" },
      ],
    },
    Flexbox: {
      resources: [{ title: "Flexbox (MDN)", url: `${MDN}/Learn/CSS/CSS_layout/Flexbox` }],
    },
  },
};

export const DEMO_COURSES: SeedCourse[] = [
  {
    slug: "desarrollo-web",
    title: "Desarrollo Web",
    shortDescription: "Crea y publica sitios web completos con HTML, CSS y JavaScript.",
    description:
      "El curso más completo para dar tus primeros pasos en la creación de sitios web. Aprenderás a estructurar páginas con HTML, a diseñarlas con CSS moderno y a darles vida con JavaScript, siempre construyendo proyectos reales. Al final publicarás tu propio sitio en Internet.",
    level: "Principiante",
    category: "Desarrollo Web",
    duration: 24,
    instructor: "Carlos Mendoza",
    popular: true,
    modules: [
      mod(
        "Cómo funciona la web",
        "Clientes, servidores, navegadores y dominios explicados con ejemplos cotidianos.",
        ["Clientes y servidores", "Navegadores y sus herramientas", "Dominios y alojamiento"],
      ),
      mod(
        "Tu entorno de trabajo",
        "Instala y configura las herramientas que usan los desarrolladores web todos los días.",
        [
          "Instalar Visual Studio Code",
          "Extensiones recomendadas",
          "Organizar las carpetas de un proyecto",
        ],
      ),
      mod(
        "Estructura con HTML",
        "Construye páginas bien organizadas con las etiquetas fundamentales de HTML.",
        [
          "Anatomía de un documento HTML",
          "Texto, listas y enlaces",
          "Imágenes y rutas de archivos",
          "Etiquetas semánticas",
        ],
      ),
      mod(
        "Formularios y tablas",
        "Recoge información de tus visitantes y presenta datos de forma ordenada.",
        ["Campos de formulario", "Validación nativa del navegador", "Tablas de datos"],
      ),
      mod(
        "Estilos con CSS",
        "Colores, tipografías y espacios para darle personalidad a tu sitio.",
        ["Selectores y cascada", "Colores y fuentes", "El modelo de caja"],
      ),
      mod(
        "Maquetación con Flexbox",
        "Alinea y distribuye elementos en una dimensión sin complicaciones.",
        [
          "Contenedores y elementos flexibles",
          "Alineación y espaciado",
          "Barra de navegación con Flexbox",
        ],
      ),
      mod(
        "Maquetación con Grid",
        "Diseña estructuras de filas y columnas para páginas completas.",
        ["Definir una cuadrícula", "Áreas con nombre", "Galería de imágenes adaptable"],
      ),
      mod(
        "Diseño responsivo",
        "Haz que tu sitio se vea bien en teléfonos, tabletas y computadoras.",
        ["Mobile first", "Media queries", "Imágenes y tipografía fluidas"],
      ),
      mod(
        "JavaScript esencial",
        "Variables, condiciones, bucles y funciones para dar vida a tus páginas.",
        ["Variables y tipos de datos", "Condicionales", "Bucles", "Funciones"],
      ),
      mod(
        "Interactividad con el DOM",
        "Responde a las acciones del usuario modificando la página en tiempo real.",
        ["Seleccionar elementos", "Eventos del usuario", "Crear y eliminar elementos"],
      ),
      mod(
        "Proyecto final y publicación",
        "Integra todo lo aprendido en un sitio completo y publícalo en Internet.",
        ["Planear el proyecto", "Construir la página de inicio", "Publicar el sitio"],
      ),
    ],
  },
  {
    slug: "desarrollo-web-frontend",
    title: "Desarrollo Web Frontend",
    shortDescription:
      "Interfaces modernas, accesibles y responsivas con las herramientas del día a día.",
    description:
      "Conviértete en la persona que construye lo que los usuarios ven y tocan. Trabajarás con HTML semántico, CSS moderno y JavaScript actual, consumirás APIs reales y aprenderás a colaborar con Git. Cierras el curso con un portafolio personal publicado y listo para compartir con reclutadores.",
    level: "Principiante",
    category: "Frontend",
    duration: 30,
    instructor: "Mariana Herrera",
    featured: true,
    modules: [
      mod(
        "Fundamentos del frontend",
        "Qué hace un desarrollador frontend y cómo se relacionan HTML, CSS y JavaScript.",
        [
          "El rol del desarrollador frontend",
          "Cómo el navegador dibuja una página",
          "Herramientas de desarrollo del navegador",
        ],
      ),
      mod(
        "HTML semántico y accesible",
        "Marcado con significado que funciona para todas las personas.",
        ["Etiquetas semánticas", "Formularios accesibles", "Atributos ARIA básicos"],
      ),
      mod(
        "CSS moderno",
        "Selectores avanzados, variables y metodologías para escribir estilos mantenibles.",
        [
          "Especificidad y cascada",
          "Variables CSS",
          "Metodología BEM",
          "Flexbox y Grid en la práctica",
        ],
      ),
      mod("Diseño responsivo", "Interfaces que se adaptan a cualquier tamaño de pantalla.", [
        "Mobile first",
        "Media queries y container queries",
        "Unidades relativas",
      ]),
      mod(
        "JavaScript moderno",
        "Las características de ES6+ que usarás en cualquier proyecto actual.",
        [
          "let, const y funciones flecha",
          "Desestructuración y operador spread",
          "Módulos de JavaScript",
        ],
      ),
      mod("Manipulación del DOM", "Lee y modifica la página para crear interfaces interactivas.", [
        "Selección y recorrido del DOM",
        "Eventos y delegación",
        "Plantillas dinámicas",
      ]),
      mod("Consumo de APIs", "Obtén datos de servicios externos y muéstralos en tu interfaz.", [
        "Promesas y async/await",
        "Peticiones con fetch",
        "Estados de carga y error",
      ]),
      mod("Git y GitHub", "Controla las versiones de tu código y colabora con otras personas.", [
        "Comandos esenciales de Git",
        "Ramas y fusiones",
        "Pull requests en GitHub",
      ]),
      mod(
        "Proyecto: portafolio personal",
        "Diseña, construye y publica tu portafolio profesional.",
        ["Diseño del portafolio", "Desarrollo de las secciones", "Optimización y publicación"],
      ),
    ],
  },
  {
    slug: "python-fullstack",
    title: "Python Fullstack",
    shortDescription: "De tu primer script a una aplicación web completa con Python y Flask.",
    description:
      "Un recorrido de principio a fin por el desarrollo de aplicaciones con Python. Empiezas con los fundamentos del lenguaje, pasas por bases de datos y APIs con Flask, y terminas conectando una interfaz web y publicando tu proyecto. Cada módulo se adapta a tu ritmo, tengas o no experiencia previa.",
    level: "Todos los niveles",
    category: "FullStack",
    duration: 45,
    instructor: "Diego Ramírez",
    popular: true,
    modules: [
      mod(
        "Fundamentos de Python",
        "Sintaxis, variables y control de flujo para empezar a programar.",
        ["Instalación y primer script", "Variables y tipos", "Condicionales y bucles"],
      ),
      mod(
        "Estructuras de datos",
        "Listas, tuplas, diccionarios y conjuntos para organizar información.",
        ["Listas y tuplas", "Diccionarios", "Conjuntos", "Comprensiones de listas"],
      ),
      mod(
        "Funciones y módulos",
        "Escribe código reutilizable y organízalo en módulos y paquetes.",
        ["Definir funciones", "Parámetros y valores de retorno", "Módulos y paquetes"],
      ),
      mod(
        "Programación orientada a objetos",
        "Modela problemas reales con clases, objetos y herencia.",
        ["Clases y objetos", "Herencia", "Métodos especiales"],
      ),
      mod("Bases de datos con SQL", "Diseña tablas y consulta datos con SQL desde Python.", [
        "El modelo relacional",
        "Consultas SELECT",
        "Relaciones entre tablas",
        "SQLite desde Python",
      ]),
      mod("Flask desde cero", "Crea tu primera aplicación web en Python con Flask.", [
        "Rutas y vistas",
        "Plantillas con Jinja",
        "Formularios",
      ]),
      mod(
        "APIs REST con Flask",
        "Expón tus datos en formato JSON para que otras aplicaciones los consuman.",
        ["Principios REST", "Endpoints CRUD", "Validación de datos"],
      ),
      mod(
        "Frontend para tu aplicación",
        "Conecta una interfaz hecha con HTML, CSS y JavaScript a tu API.",
        [
          "Maquetación de la interfaz",
          "Consumo de la API con fetch",
          "Manejo de errores en el cliente",
        ],
      ),
      mod(
        "Autenticación y seguridad",
        "Protege tu aplicación con registro, inicio de sesión y buenas prácticas.",
        ["Registro e inicio de sesión", "Contraseñas seguras", "Protección contra ataques comunes"],
      ),
      mod("Despliegue del proyecto", "Publica tu aplicación fullstack en un servidor en la nube.", [
        "Preparar la aplicación para producción",
        "Variables de entorno",
        "Publicación en la nube",
      ]),
    ],
  },
  {
    slug: "java-fullstack",
    title: "Java Fullstack",
    shortDescription: "Aplicaciones empresariales robustas con Java, Spring Boot y JPA.",
    description:
      "Java sigue moviendo a bancos, aseguradoras y grandes empresas de toda Latinoamérica. En este curso dominarás la programación orientada a objetos, las colecciones y las pruebas automatizadas, y construirás servicios REST con Spring Boot conectados a una base de datos. Terminarás desplegando tu API en contenedores.",
    level: "Intermedio",
    category: "Backend",
    duration: 55,
    instructor: "Jorge Castillo",
    modules: [
      mod(
        "Java y la JVM",
        "Cómo funciona Java por dentro y cómo configurar tu entorno de desarrollo.",
        ["La máquina virtual de Java", "Instalación del JDK", "Tipos de datos y operadores"],
      ),
      mod(
        "Programación orientada a objetos en Java",
        "Clases, interfaces y herencia aplicadas a proyectos reales.",
        ["Clases y encapsulamiento", "Herencia y polimorfismo", "Interfaces y clases abstractas"],
      ),
      mod("Colecciones y streams", "Manipula conjuntos de datos de forma eficiente y expresiva.", [
        "List, Set y Map",
        "Expresiones lambda",
        "La API de Streams",
      ]),
      mod(
        "Maven y pruebas con JUnit",
        "Gestiona dependencias y asegura la calidad de tu código con pruebas.",
        ["Proyectos con Maven", "Pruebas unitarias con JUnit", "Dobles de prueba con Mockito"],
      ),
      mod(
        "Persistencia con JPA",
        "Guarda y consulta información en bases de datos relacionales desde Java.",
        ["JDBC en pocas palabras", "Entidades y relaciones", "Consultas con Spring Data JPA"],
      ),
      mod(
        "Spring Boot",
        "Arma aplicaciones robustas en minutos con el framework más usado de Java.",
        [
          "Inyección de dependencias",
          "Configuración y perfiles",
          "Estructura de un proyecto Spring Boot",
        ],
      ),
      mod("APIs REST con Spring", "Diseña y documenta servicios web listos para producción.", [
        "Controladores REST",
        "Validación y manejo de errores",
        "Documentación con OpenAPI",
      ]),
      mod("Seguridad y despliegue", "Protege tus servicios y llévalos a producción.", [
        "Spring Security y JWT",
        "Contenedores con Docker",
        "Despliegue en la nube",
      ]),
    ],
  },
  {
    slug: "react-redux",
    title: "React & Redux",
    shortDescription:
      "Aplicaciones web rápidas y escalables con React, React Router y Redux Toolkit.",
    description:
      "React es la biblioteca más usada para construir interfaces y Redux Toolkit la forma moderna de manejar su estado. Aprenderás a pensar en componentes, a usar hooks con confianza, a navegar entre páginas y a sincronizar datos con un servidor. Todo con proyectos prácticos y pruebas automatizadas.",
    level: "Intermedio",
    category: "Frontend",
    duration: 30,
    instructor: "Mariana Herrera",
    isNew: true,
    modules: [
      mod("Componentes y JSX", "Piensa en componentes y escribe interfaces declarativas.", [
        "Qué es React",
        "La sintaxis JSX",
        "Componentes y composición",
      ]),
      mod("Estado y props", "Pasa datos entre componentes y controla cómo cambian con el tiempo.", [
        "Props",
        "Estado con useState",
        "Listas y renderizado condicional",
      ]),
      mod(
        "Hooks esenciales",
        "Efectos, referencias y hooks personalizados para lógica reutilizable.",
        ["useEffect", "useRef y useMemo", "Hooks personalizados"],
      ),
      mod("React Router", "Aplicaciones de varias páginas sin recargar el navegador.", [
        "Rutas y enlaces",
        "Parámetros de ruta",
        "Rutas protegidas",
      ]),
      mod("Redux Toolkit", "Gestiona el estado global de tu aplicación de forma predecible.", [
        "Store, acciones y reducers",
        "Slices",
        "Selectores y useSelector",
      ]),
      mod(
        "Datos remotos con RTK Query",
        "Obtén, guarda en caché y sincroniza datos del servidor.",
        ["Definir una API", "Consultas y mutaciones", "Caché e invalidación"],
      ),
      mod("Pruebas y optimización", "Asegura la calidad y el rendimiento de tus componentes.", [
        "Pruebas con Testing Library",
        "Memoización",
        "División de código",
      ]),
    ],
  },
  {
    slug: "ciencia-datos-python",
    title: "Ciencia de Datos con Python",
    shortDescription:
      "Analiza, visualiza y comunica datos con NumPy, Pandas y estadística aplicada.",
    description:
      "Los datos están en todas partes, pero solo sirven si sabes hacerles las preguntas correctas. Aprenderás a limpiar, transformar y explorar conjuntos de datos reales con Python, a apoyarte en la estadística para sacar conclusiones y a contar historias con gráficas claras. Cierras con un proyecto de análisis completo.",
    level: "Avanzado",
    category: "Ciencia de Datos",
    duration: 50,
    instructor: "Valeria Núñez",
    featured: true,
    modules: [
      mod(
        "Entorno de trabajo científico",
        "Configura Jupyter y las bibliotecas fundamentales del ecosistema de datos.",
        ["Jupyter Notebook", "Entornos virtuales y conda", "Buenas prácticas en notebooks"],
      ),
      mod(
        "Cómputo numérico con NumPy",
        "Arreglos multidimensionales y operaciones vectorizadas de alto rendimiento.",
        ["Arreglos y tipos de datos", "Indexación y broadcasting", "Álgebra lineal con NumPy"],
      ),
      mod("Análisis con Pandas", "Carga, filtra, agrupa y combina conjuntos de datos tabulares.", [
        "Series y DataFrames",
        "Filtrado y selección",
        "Agrupaciones",
        "Uniones de tablas",
      ]),
      mod("Limpieza de datos", "Convierte datos desordenados en información confiable.", [
        "Valores faltantes",
        "Datos duplicados y atípicos",
        "Transformación de tipos y fechas",
      ]),
      mod("Visualización de datos", "Comunica hallazgos con gráficas claras y efectivas.", [
        "Matplotlib",
        "Seaborn",
        "Principios de visualización",
      ]),
      mod(
        "Estadística para ciencia de datos",
        "Las herramientas estadísticas para sacar conclusiones sólidas.",
        ["Estadística descriptiva", "Distribuciones de probabilidad", "Pruebas de hipótesis"],
      ),
      mod(
        "Análisis exploratorio",
        "Formula preguntas e investiga un conjunto de datos real de principio a fin.",
        ["Formular preguntas", "Correlaciones", "Informe de hallazgos"],
      ),
      mod("Proyecto de análisis de datos", "Resuelve un problema real y presenta tus resultados.", [
        "Elección del conjunto de datos",
        "Desarrollo del análisis",
        "Presentación de resultados",
      ]),
    ],
  },
  {
    slug: "nodejs-express",
    title: "Node.js & Express",
    shortDescription: "Servidores y APIs REST con JavaScript del lado del servidor.",
    description:
      "Lleva JavaScript más allá del navegador. Entenderás cómo funciona Node.js por dentro, construirás APIs REST con Express, las conectarás a una base de datos y las protegerás con autenticación. Un curso práctico para quienes ya conocen JavaScript y quieren dar el salto al backend.",
    level: "Intermedio",
    category: "Backend",
    duration: 25,
    instructor: "Luis Fernando Ortiz",
    isNew: true,
    modules: [
      mod("Node.js y el event loop", "Entiende cómo Node ejecuta JavaScript fuera del navegador.", [
        "Qué es Node.js",
        "El event loop",
        "Módulos nativos: fs y path",
      ]),
      mod("Módulos y npm", "Organiza tu código y aprovecha el ecosistema de paquetes.", [
        "CommonJS y ES Modules",
        "package.json y scripts",
        "Dependencias y versiones",
      ]),
      mod(
        "Express: rutas y middleware",
        "Construye servidores web con el framework más popular de Node.",
        ["Tu primer servidor con Express", "Rutas y parámetros", "Middleware"],
      ),
      mod("APIs REST", "Diseña APIs limpias, validadas y bien documentadas.", [
        "Diseño de recursos",
        "Validación de datos",
        "Manejo centralizado de errores",
      ]),
      mod(
        "Bases de datos con Node",
        "Conecta tu API a una base de datos y modela la información.",
        ["SQL frente a NoSQL", "Consultas desde Node", "Migraciones"],
      ),
      mod("Autenticación y despliegue", "Protege tu API y publícala en un servidor.", [
        "Sesiones y tokens",
        "Variables de entorno",
        "Despliegue del servidor",
      ]),
    ],
  },
  {
    slug: "angular-avanzado",
    title: "Angular Avanzado",
    shortDescription:
      "Arquitectura, signals, RxJS y NgRx para aplicaciones Angular de gran escala.",
    description:
      "Para quienes ya trabajan con Angular y quieren llevar sus aplicaciones al siguiente nivel. Profundizarás en la detección de cambios, el nuevo modelo reactivo con signals, RxJS a fondo y la gestión de estado con NgRx. También aprenderás a medir y mejorar el rendimiento y a escribir pruebas que den confianza.",
    level: "Avanzado",
    category: "Frontend",
    duration: 40,
    instructor: "Ricardo Salinas",
    popular: true,
    modules: [
      mod(
        "Arquitectura de aplicaciones Angular",
        "Organiza proyectos grandes con componentes independientes y capas claras.",
        [
          "Componentes standalone",
          "Estructura por funcionalidades",
          "Inyección de dependencias avanzada",
        ],
      ),
      mod("Detección de cambios", "Comprende cuándo y cómo Angular actualiza la vista.", [
        "Zone.js y el ciclo de detección",
        "La estrategia OnPush",
        "Aplicaciones sin zona",
      ]),
      mod("Signals", "El nuevo modelo reactivo de Angular para estado local y derivado.", [
        "signal y computed",
        "Efectos",
        "Interoperabilidad con RxJS",
      ]),
      mod("RxJS a fondo", "Domina los observables para manejar flujos asíncronos complejos.", [
        "Observables y suscripciones",
        "Operadores de transformación",
        "Operadores de combinación",
        "Manejo de errores en flujos",
      ]),
      mod(
        "Formularios reactivos",
        "Formularios tipados, dinámicos y con validaciones a la medida.",
        ["FormGroup y FormControl tipados", "Validadores personalizados", "Formularios dinámicos"],
      ),
      mod(
        "Enrutamiento avanzado",
        "Carga diferida, guards y resolvers para aplicaciones escalables.",
        ["Carga diferida", "Guards y resolvers", "Estrategias de precarga"],
      ),
      mod("Estado global con NgRx", "Gestiona el estado compartido con un patrón predecible.", [
        "Store y acciones",
        "Effects",
        "Signal Store",
      ]),
      mod("Pruebas y rendimiento", "Asegura la calidad y acelera tus aplicaciones Angular.", [
        "Pruebas unitarias de componentes",
        "Pruebas de servicios",
        "Vistas diferidas con defer",
        "Análisis del bundle",
      ]),
    ],
  },
  {
    slug: "machine-learning-python",
    title: "Machine Learning con Python",
    shortDescription: "Entrena, evalúa y pon en producción modelos de aprendizaje automático.",
    description:
      "Descubre cómo las máquinas aprenden a partir de datos. Recorrerás los algoritmos clásicos de regresión, clasificación y agrupamiento con scikit-learn, entenderás las matemáticas que los sostienen y darás el salto a las redes neuronales con Keras. El curso termina llevando un modelo a producción detrás de una API.",
    level: "Avanzado",
    category: "Inteligencia Artificial",
    duration: 60,
    instructor: "Valeria Núñez",
    featured: true,
    popular: true,
    modules: [
      mod(
        "Introducción al aprendizaje automático",
        "Qué es el machine learning, sus tipos y sus aplicaciones en el mundo real.",
        [
          "Qué es el aprendizaje automático",
          "Aprendizaje supervisado y no supervisado",
          "Flujo de trabajo de un proyecto de ML",
        ],
      ),
      mod(
        "Matemáticas esenciales",
        "El álgebra lineal, el cálculo y la probabilidad que sostienen a los modelos.",
        ["Vectores y matrices", "Derivadas y gradiente", "Probabilidad"],
      ),
      mod("Preparación de datos", "Limpia, transforma y divide tus datos antes de entrenar.", [
        "Escalado de variables",
        "Codificación de variables categóricas",
        "Conjuntos de entrenamiento y prueba",
      ]),
      mod("Regresión", "Predice valores numéricos con modelos lineales y regularizados.", [
        "Regresión lineal",
        "Regresión polinomial",
        "Regularización Ridge y Lasso",
      ]),
      mod("Clasificación", "Asigna categorías con los algoritmos clásicos de clasificación.", [
        "Regresión logística",
        "K vecinos más cercanos",
        "Máquinas de soporte vectorial",
      ]),
      mod(
        "Árboles y métodos de ensamble",
        "Modelos potentes e interpretables basados en árboles de decisión.",
        ["Árboles de decisión", "Random Forest", "Gradient Boosting"],
      ),
      mod(
        "Evaluación de modelos",
        "Mide el desempeño real de tus modelos y evita el sobreajuste.",
        ["Métricas de clasificación", "Validación cruzada", "Ajuste de hiperparámetros"],
      ),
      mod("Aprendizaje no supervisado", "Descubre patrones ocultos en datos sin etiquetas.", [
        "K-means",
        "Clustering jerárquico",
        "Reducción de dimensionalidad con PCA",
      ]),
      mod("Redes neuronales", "De la neurona artificial a las redes multicapa.", [
        "El perceptrón",
        "Retropropagación",
        "Funciones de activación",
      ]),
      mod(
        "Deep learning con Keras",
        "Construye y entrena redes profundas para imágenes y secuencias.",
        ["Modelos secuenciales", "Redes convolucionales", "Transferencia de aprendizaje"],
      ),
      mod("Procesamiento de lenguaje natural", "Enseña a las máquinas a trabajar con texto.", [
        "Tokenización y limpieza de texto",
        "Representaciones vectoriales",
        "Clasificación de sentimientos",
      ]),
      mod("Modelos en producción", "Lleva tus modelos del notebook a una aplicación real.", [
        "Serialización de modelos",
        "Servir un modelo con una API",
        "Monitoreo y reentrenamiento",
      ]),
    ],
  },
  {
    slug: "desarrollo-flutter",
    title: "Aplicaciones Móviles con Flutter",
    shortDescription: "Apps para Android e iOS desde un solo código con Flutter y Dart.",
    description:
      "Con Flutter escribes tu aplicación una sola vez y la publicas en Android y en iOS. Aprenderás Dart desde cero, construirás interfaces con widgets y Material Design, manejarás la navegación y el estado, y conectarás tu app a servicios en línea. Al final tendrás una aplicación lista para las tiendas.",
    level: "Intermedio",
    category: "Desarrollo Móvil",
    duration: 35,
    instructor: "Sofía Delgado",
    isNew: true,
    modules: [
      mod(
        "Fundamentos de Dart",
        "El lenguaje detrás de Flutter: tipos, funciones, clases y asincronía.",
        ["Variables y tipos", "Funciones y clases", "Futures y async/await"],
      ),
      mod("Widgets", "Todo en Flutter es un widget: aprende a combinarlos.", [
        "Widgets sin estado",
        "Widgets con estado",
        "El árbol de widgets",
      ]),
      mod("Layouts y diseño", "Construye interfaces atractivas con Material Design.", [
        "Row, Column y Stack",
        "Listas y cuadrículas",
        "Temas y estilos",
      ]),
      mod("Navegación", "Mueve a tus usuarios entre pantallas de forma fluida.", [
        "Navigator y rutas",
        "Paso de datos entre pantallas",
        "Navegación con go_router",
      ]),
      mod("Gestión de estado", "Comparte y actualiza datos entre pantallas con Provider.", [
        "setState y sus límites",
        "Provider",
        "Arquitectura por capas",
      ]),
      mod("Datos remotos y persistencia", "Consume APIs y guarda información en el dispositivo.", [
        "Peticiones HTTP",
        "Modelos y JSON",
        "Almacenamiento local",
      ]),
      mod("Publicación en tiendas", "Prepara tu app para Google Play y App Store.", [
        "Íconos y pantalla de inicio",
        "Compilación para Android",
        "Compilación para iOS",
      ]),
    ],
  },
  {
    slug: "desarrollo-unity",
    title: "Videojuegos con Unity",
    shortDescription: "Diseña y programa tus propios videojuegos 2D y 3D con Unity y C#.",
    description:
      "Convierte tus ideas en juegos que otras personas puedan jugar. Aprenderás a moverte por el editor de Unity, a programar en C#, a trabajar con física, animación, sonido e inteligencia artificial para enemigos. Construirás un juego de plataformas 2D y un juego 3D, y publicarás tu creación en la web.",
    level: "Todos los niveles",
    category: "Programación",
    duration: 65,
    instructor: "Andrés Villaseñor",
    featured: true,
    modules: [
      mod("Introducción a Unity", "Qué puedes crear con Unity y cómo instalarlo.", [
        "El motor Unity",
        "Instalación con Unity Hub",
        "Tu primer proyecto",
      ]),
      mod("El editor de Unity", "Muévete con soltura por las ventanas y herramientas del editor.", [
        "Escena y jerarquía",
        "Inspector y proyecto",
        "Atajos útiles",
      ]),
      mod("C# para videojuegos", "Los fundamentos de programación en C# aplicados a juegos.", [
        "Variables y métodos",
        "Condicionales y bucles",
        "Clases y MonoBehaviour",
      ]),
      mod(
        "GameObjects y componentes",
        "La forma en que Unity organiza todo lo que existe en un juego.",
        ["GameObjects", "Componentes", "Prefabs"],
      ),
      mod("Física y colisiones", "Gravedad, fuerzas y choques realistas.", [
        "Rigidbody",
        "Colliders y triggers",
        "Materiales físicos",
      ]),
      mod("Control del jugador", "Responde al teclado, al ratón y a los mandos.", [
        "El Input System",
        "Movimiento del personaje",
        "Cámara que sigue al jugador",
      ]),
      mod("Animación", "Da vida a personajes y objetos con el sistema de animación.", [
        "Animation y Animator",
        "Máquinas de estados",
        "Blend trees",
      ]),
      mod("Interfaz de usuario", "Menús, marcadores y pantallas de juego.", [
        "Canvas y elementos de UI",
        "Menú principal",
        "Marcador y vidas",
      ]),
      mod("Audio", "Música y efectos de sonido que mejoran la experiencia.", [
        "Audio Source y Audio Listener",
        "Efectos de sonido",
        "Mezcla de audio",
      ]),
      mod(
        "Inteligencia artificial para enemigos",
        "Enemigos que patrullan, persiguen y reaccionan.",
        ["Patrullaje", "NavMesh", "Máquinas de estados para la IA"],
      ),
      mod("Escenas y niveles", "Diseña niveles y conecta escenas entre sí.", [
        "Diseño de niveles",
        "Carga de escenas",
        "Guardar el progreso",
      ]),
      mod(
        "Proyecto: juego de plataformas 2D",
        "Crea un juego de plataformas completo paso a paso.",
        ["Tilemaps", "Mecánicas de salto", "Enemigos y coleccionables", "Pantalla de victoria"],
      ),
      mod("Proyecto: juego 3D", "Lleva tus habilidades al espacio tridimensional.", [
        "Terreno y entorno",
        "Personaje en tercera persona",
        "Objetivos del juego",
      ]),
      mod("Optimización y publicación", "Haz que tu juego corra bien y compártelo con el mundo.", [
        "Perfilado de rendimiento",
        "Compilación para PC y web",
        "Publicar en itch.io",
      ]),
    ],
  },
  {
    slug: "devops-cicd",
    title: "DevOps y CI/CD",
    shortDescription:
      "Automatiza pruebas, despliegues e infraestructura con Docker, GitHub Actions y Kubernetes.",
    description:
      "Entrega software más rápido y con menos sobresaltos. Aprenderás la cultura DevOps, dominarás Linux y Git avanzado, empaquetarás aplicaciones con Docker y construirás canalizaciones de integración y entrega continuas. También definirás infraestructura como código, desplegarás en Kubernetes y monitorearás tus sistemas.",
    level: "Avanzado",
    category: "DevOps",
    duration: 45,
    instructor: "Luis Fernando Ortiz",
    popular: true,
    modules: [
      mod("Cultura DevOps", "Los principios que unen desarrollo y operaciones.", [
        "Qué es DevOps",
        "Métricas DORA",
        "Colaboración entre equipos",
      ]),
      mod("Linux y la terminal", "La base de cualquier servidor moderno.", [
        "Comandos esenciales",
        "Permisos y procesos",
        "Scripts en Bash",
      ]),
      mod("Git avanzado", "Estrategias de ramas y flujos de trabajo en equipo.", [
        "Rebase e historial limpio",
        "Estrategias de ramas",
        "Hooks de Git",
      ]),
      mod(
        "Contenedores con Docker",
        "Empaqueta aplicaciones para que funcionen igual en cualquier lugar.",
        ["Imágenes y contenedores", "El Dockerfile", "Volúmenes y redes"],
      ),
      mod("Docker Compose", "Orquesta varios servicios en tu entorno local.", [
        "El archivo compose",
        "Servicios dependientes",
        "Entornos de desarrollo reproducibles",
      ]),
      mod(
        "Integración continua con GitHub Actions",
        "Automatiza pruebas y compilaciones en cada cambio.",
        ["Workflows y jobs", "Pruebas automáticas", "Caché y artefactos"],
      ),
      mod("Infraestructura como código", "Define servidores y redes con archivos versionados.", [
        "Conceptos de IaC",
        "Terraform",
        "Gestión del estado",
      ]),
      mod("Kubernetes", "Despliega y escala contenedores en producción.", [
        "Pods y deployments",
        "Servicios e ingress",
        "Configuración y secretos",
        "Escalado automático",
      ]),
      mod(
        "Monitoreo y observabilidad",
        "Entérate de lo que pasa en tus sistemas antes que tus usuarios.",
        ["Métricas con Prometheus", "Paneles con Grafana", "Logs y alertas"],
      ),
    ],
  },
  // --- The three courses linked from the footer ---------------------------------------------
  {
    slug: "web-development",
    title: "Desarrollo Web desde Cero",
    shortDescription: "De no saber nada de computación a publicar tu propia página web.",
    description:
      "Nuestro curso insignia, pensado para quienes nunca han programado. Empezamos por entender cómo funciona una computadora e Internet, y avanzamos paso a paso por HTML, CSS y JavaScript hasta publicar tu primera página web. Cada módulo dura dos horas y combina explicación, ejemplos y práctica.",
    level: "Principiante",
    category: "Desarrollo Web",
    duration: 22,
    instructor: "Emilio Hernández",
    popular: true,
    modules: WEB_DEVELOPMENT_MODULES,
  },
  {
    slug: "discover-computing",
    title: "Descubre la Computación",
    shortDescription: "Pierde el miedo a la computadora y aprende a usarla con confianza.",
    description:
      "Un curso amable para quienes se acercan por primera vez a la tecnología, sin importar la edad. Conocerás las partes de una computadora, aprenderás a organizar tus archivos, a navegar por Internet de forma segura y a usar las herramientas digitales que hoy se piden en la escuela y en el trabajo.",
    level: "Principiante",
    category: "Computación",
    duration: 10,
    instructor: "Daniela Vázquez",
    modules: [
      mod(
        "¿Qué es una computadora?",
        "Conoce las partes de una computadora y cómo procesa la información.",
        ["Entrada, proceso y salida", "Bits y bytes", "Tipos de computadoras"],
      ),
      mod("Hardware y periféricos", "Identifica cada componente y aprende a cuidarlo.", [
        "Componentes internos",
        "Periféricos de entrada y salida",
        "Cuidado del equipo",
      ]),
      mod("Sistemas operativos y archivos", "Organiza tu información y domina el escritorio.", [
        "El escritorio y las ventanas",
        "Carpetas y archivos",
        "Instalar y desinstalar programas",
      ]),
      mod(
        "Internet y navegación segura",
        "Navega, busca información confiable y protege tus datos.",
        [
          "Navegadores y buscadores",
          "Cómo reconocer información confiable",
          "Contraseñas y privacidad",
        ],
      ),
      mod(
        "Herramientas digitales para el día a día",
        "Correo electrónico, documentos en la nube y videollamadas.",
        ["Correo electrónico", "Documentos en la nube", "Videollamadas"],
      ),
    ],
  },
  {
    slug: "first-steps-in-python",
    title: "Primeros Pasos en Python",
    shortDescription: "Aprende a programar con el lenguaje más amigable para empezar.",
    description:
      "Python es claro, versátil y se usa en todo, desde la ciencia hasta los videojuegos. En este curso escribirás tus primeros programas, aprenderás a tomar decisiones con condicionales, a repetir tareas con bucles y a organizar datos en listas y diccionarios. Terminas creando una pequeña agenda de contactos.",
    level: "Principiante",
    category: "Programación",
    duration: 16,
    instructor: "Diego Ramírez",
    modules: [
      mod(
        "Instalación y primer programa",
        "Prepara tu computadora y escribe tu primer programa en Python.",
        ["Instalar Python", "El intérprete interactivo", "Hola, mundo"],
      ),
      mod("Variables y tipos de datos", "Guarda información y opera con números y textos.", [
        "Variables",
        "Números y operaciones",
        "Cadenas de texto",
        "Entrada del usuario",
      ]),
      mod("Condicionales", "Haz que tus programas tomen decisiones.", [
        "if, elif y else",
        "Operadores lógicos",
        "Juego de adivinanzas",
      ]),
      mod("Bucles", "Repite tareas sin repetir código.", [
        "El bucle while",
        "El bucle for y range",
        "Romper y continuar un bucle",
      ]),
      mod("Listas y diccionarios", "Organiza colecciones de datos.", [
        "Listas",
        "Recorrer listas",
        "Diccionarios",
      ]),
      mod(
        "Funciones y mini proyecto",
        "Organiza tu código en funciones y crea tu primer proyecto.",
        ["Definir funciones", "Parámetros y retorno", "Mini proyecto: agenda de contactos"],
      ),
    ],
  },
  // --- Live courses --------------------------------------------------------------------------
  {
    slug: "robotica-en-vivo",
    title: "Robótica Educativa en Vivo",
    shortDescription:
      "Construye y programa tu propio robot en clases en vivo, presenciales o en línea.",
    description:
      "Durante ocho semanas armarás y programarás un robot desde cero junto a instructores y compañeros. Aprenderás electrónica básica, programación por bloques, sensores y motores, siempre trabajando en equipo. Puedes asistir al campus de Veracruz o conectarte en línea; el material se comparte con todos los participantes.",
    level: "Principiante",
    category: "Educación Tecnológica",
    duration: 24,
    instructor: "Paola Guzmán",
    isNew: true,
    isLive: true,
    liveDetails: {
      liveDuration: "8 semanas",
      schedule: "Sábados de 10:00 a 13:00",
      modality: "Mixta",
      address: "Campus Veracruz, Av. Independencia 123, Veracruz, Ver.",
      contact: "+52 229 123 4567",
    },
    modules: [
      mod(
        "Introducción a la robótica",
        "Qué es un robot, dónde los encontramos y cómo toman decisiones.",
        ["¿Qué es un robot?", "Robots en la vida diaria", "Seguridad en el taller"],
      ),
      mod(
        "Electrónica básica",
        "Circuitos, LEDs y resistencias para entender la energía de un robot.",
        ["Voltaje, corriente y resistencia", "Circuitos con LEDs", "La protoboard"],
      ),
      mod(
        "Programación por bloques",
        "Da instrucciones a tu robot arrastrando y combinando bloques.",
        ["Secuencias", "Ciclos", "Decisiones"],
      ),
      mod("Sensores", "Tu robot percibe el mundo: luz, distancia y contacto.", [
        "Sensor de distancia",
        "Sensor de luz",
        "Botones e interruptores",
      ]),
      mod("Motores y movimiento", "Haz que tu robot avance, gire y esquive obstáculos.", [
        "Motores de corriente directa",
        "Servomotores",
        "Un robot que esquiva obstáculos",
      ]),
      mod(
        "Proyecto final: robot explorador",
        "Diseña, construye y presenta tu propio robot en equipo.",
        ["Diseño en equipo", "Construcción y pruebas", "Presentación final"],
      ),
    ],
  },
  {
    slug: "programacion-creativa-en-vivo",
    title: "Programación Creativa en Vivo",
    shortDescription:
      "Historias animadas y videojuegos con Scratch, en clases presenciales en Guadalajara.",
    description:
      "Un taller presencial para niñas, niños y jóvenes que quieren crear con la computadora. A través del pensamiento computacional y Scratch, cada participante programará historias animadas y su propio videojuego, que presentará en una feria de proyectos al final del curso. No se necesita experiencia previa.",
    level: "Principiante",
    category: "Pensamiento Computacional",
    duration: 24,
    instructor: "Héctor Lozano",
    isLive: true,
    liveDetails: {
      liveDuration: "6 semanas",
      schedule: "Martes y jueves de 17:00 a 19:00",
      modality: "Presencial",
      address: "Campus Guadalajara, Av. Chapultepec 480, Col. Americana, Guadalajara, Jal.",
      contact: "+52 33 1234 5678",
    },
    modules: [
      mod(
        "Pensamiento computacional",
        "Descompón problemas y encuentra patrones, incluso sin computadora.",
        ["Descomposición", "Patrones y abstracción", "Algoritmos de la vida diaria"],
      ),
      mod(
        "Primeros pasos en Scratch",
        "Conoce el entorno de Scratch y programa tus primeros personajes.",
        ["El escenario y los objetos", "Movimiento y apariencia", "Eventos"],
      ),
      mod("Historias animadas", "Cuenta una historia con personajes que dialogan y se mueven.", [
        "Diálogos",
        "Cambios de escenario",
        "Sonidos y música",
      ]),
      mod("Tu primer videojuego", "Programa un juego con puntos, niveles y vidas.", [
        "Variables para puntos y vidas",
        "Colisiones",
        "Niveles de dificultad",
      ]),
      mod("Feria de proyectos", "Presenta tu proyecto a familias y compañeros.", [
        "Pulir el proyecto",
        "Preparar la presentación",
        "Retroalimentación entre compañeros",
      ]),
    ],
  },
  // --- Not open yet ----------------------------------------------------------------------------
  {
    slug: "ciberseguridad-basica",
    title: "Ciberseguridad Básica",
    shortDescription: "Protege tus cuentas, tus dispositivos y tu información personal.",
    description:
      "Cada día recibimos mensajes engañosos, enlaces sospechosos y solicitudes de datos personales. En este curso aprenderás a crear contraseñas seguras, a activar la verificación en dos pasos, a reconocer intentos de fraude y a proteger tu computadora, tu teléfono y tu red doméstica. Muy pronto abriremos inscripciones.",
    level: "Principiante",
    category: "Ciberseguridad",
    duration: 12,
    instructor: "Jorge Castillo",
    comingSoon: true,
    modules: [
      mod(
        "Fundamentos de ciberseguridad",
        "Por qué importa la seguridad digital y cuáles son las amenazas más comunes.",
        ["Qué es la ciberseguridad", "Tipos de amenazas", "Tu huella digital"],
      ),
      mod(
        "Contraseñas y autenticación",
        "Protege tus cuentas con contraseñas fuertes y verificación en dos pasos.",
        ["Contraseñas seguras", "Gestores de contraseñas", "Verificación en dos pasos"],
      ),
      mod("Phishing e ingeniería social", "Aprende a reconocer engaños antes de caer en ellos.", [
        "Correos y mensajes fraudulentos",
        "Suplantación de identidad",
        "Qué hacer si caíste en un engaño",
      ]),
      mod(
        "Protección de dispositivos y redes",
        "Mantén seguros tu computadora, tu teléfono y tu red doméstica.",
        ["Actualizaciones y antivirus", "Redes wifi seguras", "Copias de seguridad"],
      ),
    ],
  },
  {
    slug: "ofimatica-esencial",
    title: "Ofimática Esencial",
    shortDescription: "Documentos, hojas de cálculo y presentaciones para la escuela y el trabajo.",
    description:
      "Domina las herramientas de oficina que se usan en cualquier empleo. Aprenderás a redactar documentos con formato profesional, a organizar información y hacer cálculos en hojas de cálculo, a preparar presentaciones claras y a colaborar en la nube. El curso está en pausa mientras actualizamos su contenido.",
    level: "Principiante",
    category: "Ofimática",
    duration: 15,
    instructor: "Daniela Vázquez",
    isDisabled: true,
    modules: [
      mod("Procesador de textos", "Redacta documentos con formato profesional.", [
        "Formato de texto y párrafos",
        "Estilos y tablas de contenido",
        "Imágenes y tablas",
      ]),
      mod("Hojas de cálculo", "Organiza datos y haz cálculos automáticos.", [
        "Celdas, filas y columnas",
        "Fórmulas y funciones básicas",
        "Gráficas",
      ]),
      mod("Presentaciones efectivas", "Diseña diapositivas claras que apoyen tu mensaje.", [
        "Estructura de una presentación",
        "Diseño visual",
        "Consejos para exponer",
      ]),
      mod("Trabajo colaborativo en la nube", "Edita documentos en equipo desde cualquier lugar.", [
        "Compartir archivos",
        "Comentarios y sugerencias",
        "Historial de versiones",
      ]),
      mod("Correo y calendario", "Organiza tu comunicación y tu tiempo.", [
        "Correo profesional",
        "Calendario y recordatorios",
        "Organización personal",
      ]),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Team and testimonials (inserted with order 1..n in this order).
// ---------------------------------------------------------------------------------------------

export type SeedTeamMember = {
  name: string;
  role: string;
  bio: string;
  image: string;
  linkedIn: string | null;
  github: string | null;
  twitter: string | null;
  instagram: string | null;
};

export const TEAM: SeedTeamMember[] = [
  {
    name: "Emilio Hernández Rosas",
    role: "CEO & Fundador",
    bio: "Ingeniero en sistemas veracruzano. Fundó Web Code Academy en 2022 convencido de que aprender tecnología no debería depender de cuánto dinero tienes. Coordina el plan académico e imparte el curso de Desarrollo Web desde Cero.",
    image: "/images/team/emilio-hernandez.svg",
    linkedIn: "https://www.linkedin.com/in/emilio-hernandez-rosas",
    github: "https://github.com/emiliohdzrosas",
    twitter: null,
    instagram: null,
  },
  {
    name: "Daniela Vázquez Luna",
    role: "COO & CoFundadora",
    bio: "Pedagoga y desarrolladora autodidacta. Se encarga de que cada sede funcione: coordina a instructores y voluntarios y cuida las alianzas con escuelas y organizaciones. Es la creadora del método Play&Impact Learning.",
    image: "/images/team/daniela-vazquez.svg",
    linkedIn: "https://www.linkedin.com/in/daniela-vazquez-luna",
    github: null,
    twitter: null,
    instagram: "https://www.instagram.com/dany.vazquezluna",
  },
  {
    name: "Roberto Aguilar Méndez",
    role: "CFO",
    bio: "Contador público con experiencia en organizaciones sin fines de lucro. Administra los donativos y los recursos de la academia con total transparencia, para que cada peso se convierta en más clases gratuitas.",
    image: "/images/team/roberto-aguilar.svg",
    linkedIn: "https://www.linkedin.com/in/roberto-aguilar-mendez",
    github: null,
    twitter: null,
    instagram: null,
  },
  {
    name: "Fernanda Ríos Castañeda",
    role: "Community Manager",
    bio: "Comunicóloga apasionada por la divulgación tecnológica. Da voz a la comunidad en redes sociales, organiza los encuentros en línea y se asegura de que ningún estudiante se sienta solo en su proceso de aprendizaje.",
    image: "/images/team/fernanda-rios.svg",
    linkedIn: null,
    github: null,
    twitter: "https://x.com/ferrioscast",
    instagram: "https://www.instagram.com/fer.rioscastaneda",
  },
];

export type SeedTestimonial = {
  name: string;
  courseName: string;
  image: string;
  text: string;
  rating: number;
};

export const TESTIMONIALS: SeedTestimonial[] = [
  {
    name: "Valentina Gómez",
    courseName: "Desarrollo Web desde Cero",
    image: "/images/testimonials/valentina-gomez.svg",
    text: "Nunca había escrito una línea de código y en dos meses publiqué mi primera página. Las explicaciones son clarísimas y la comunidad siempre responde, aunque escriba desde Córdoba a medianoche.",
    rating: 5,
  },
  {
    name: "José Luis Pérez",
    courseName: "Primeros Pasos en Python",
    image: "/images/testimonials/jose-luis-perez.svg",
    text: "Empecé el curso para ayudar a mi hijo con sus tareas y terminé automatizando los reportes de mi trabajo aquí en Maracaibo. Me sorprendió que algo tan bien hecho sea gratuito.",
    rating: 4.5,
  },
  {
    name: "Camila Restrepo",
    courseName: "React & Redux",
    image: "/images/testimonials/camila-restrepo.svg",
    text: "Los ejercicios de Redux Toolkit por fin me hicieron entender el estado global. Con el proyecto final conseguí mis primeras prácticas profesionales en Medellín.",
    rating: 5,
  },
  {
    name: "Andrés Morales",
    courseName: "Robótica Educativa en Vivo",
    image: "/images/testimonials/andres-morales.svg",
    text: "Mi hija de doce años y yo tomamos juntos las clases de los sábados en Veracruz. Construir el robot explorador en equipo fue una experiencia que no vamos a olvidar.",
    rating: 5,
  },
  {
    name: "Isidora Fuentes",
    courseName: "Ciencia de Datos con Python",
    image: "/images/testimonials/isidora-fuentes.svg",
    text: "Es un curso exigente, pero está muy bien estructurado. Lo que aprendí en el módulo de limpieza de datos lo apliqué directamente en mi tesis en Santiago.",
    rating: 4.5,
  },
  {
    name: "Mateo Andrade",
    courseName: "Descubre la Computación",
    image: "/images/testimonials/mateo-andrade.svg",
    text: "Se lo recomiendo a cualquiera que quiera perderle el miedo a la computadora. Desde Quito aprendí a organizar mis archivos y a usar el correo con confianza, y ya me inscribí al curso de Python.",
    rating: 4,
  },
];
