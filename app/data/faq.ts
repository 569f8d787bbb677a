/** Frequently asked questions on /contact (SPEC §2 "Contact": five questions). */
export type FaqItem = { question: string; answer: string };

export const CONTACT_FAQ: FaqItem[] = [
  {
    question: "¿Los cursos son realmente gratuitos?",
    answer:
      "Sí. Todos nuestros cursos son 100 % gratuitos: no cobramos inscripción, mensualidades ni materiales. Nuestra misión es reducir el analfabetismo digital, y eso solo es posible si el conocimiento está al alcance de todas las personas.",
  },
  {
    question: "¿Las clases son en línea o presenciales?",
    answer:
      "Ambas. Tenemos cursos en línea que puedes tomar a tu ritmo y cursos en vivo con clases mixtas: puedes asistir de forma presencial en alguna de nuestras sedes (Veracruz, Guadalajara y Nuevo León) o conectarte de manera virtual desde cualquier lugar.",
  },
  {
    question: "¿Recibo un certificado al terminar un curso?",
    answer:
      "Sí. Al completar un curso recibes una constancia que acredita lo que aprendiste. Algunos cursos cuentan con certificaciones conjuntas con proyectos aliados.",
  },
  {
    question: "¿Necesito conocimientos previos?",
    answer:
      "No. La mayoría de nuestros cursos empiezan desde cero y están pensados para cualquier edad. En la página de cada curso indicamos su nivel para que elijas el que mejor se adapte a ti.",
  },
  {
    question: "¿Cómo puedo apoyar a la academia?",
    answer:
      "Puedes hacer un donativo, compartir nuestros cursos con quien los necesite, sumarte como voluntario o instructor, o adquirir nuestra merch oficial. Cada aporte nos ayuda a llegar a más estudiantes.",
  },
];
