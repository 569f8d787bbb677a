/**
 * Motivational quotes shown on the course detail page (SPEC §9: "about 60 motivational quotes with
 * authors; one is picked at random"). The loader picks one, so server and client render the same.
 */
export type Quote = { text: string; author: string };

export const MOTIVATIONAL_QUOTES: readonly Quote[] = [
  {
    text: "La educación es el arma más poderosa que puedes usar para cambiar el mundo.",
    author: "Nelson Mandela",
  },
  { text: "El único modo de hacer un gran trabajo es amar lo que haces.", author: "Steve Jobs" },
  {
    text: "Dime y lo olvido, enséñame y lo recuerdo, involúcrame y lo aprendo.",
    author: "Benjamin Franklin",
  },
  { text: "La inversión en conocimiento paga el mejor interés.", author: "Benjamin Franklin" },
  {
    text: "Aprender es como remar contra corriente: en cuanto se deja, se retrocede.",
    author: "Edward Benjamin Britten",
  },
  {
    text: "Todo el mundo debería aprender a programar, porque te enseña a pensar.",
    author: "Steve Jobs",
  },
  { text: "Primero resuelve el problema. Después escribe el código.", author: "John Johnson" },
  {
    text: "Cualquier tonto puede escribir código que una computadora entienda. Los buenos programadores escriben código que los humanos pueden entender.",
    author: "Martin Fowler",
  },
  { text: "La simplicidad es la máxima sofisticación.", author: "Leonardo da Vinci" },
  {
    text: "El éxito es la suma de pequeños esfuerzos repetidos día tras día.",
    author: "Robert Collier",
  },
  { text: "No importa lo lento que vayas, siempre y cuando no te detengas.", author: "Confucio" },
  { text: "La mejor manera de predecir el futuro es inventarlo.", author: "Alan Kay" },
  { text: "El aprendizaje nunca agota la mente.", author: "Leonardo da Vinci" },
  {
    text: "Nunca consideres el estudio como una obligación, sino como una oportunidad para penetrar en el bello y maravilloso mundo del saber.",
    author: "Albert Einstein",
  },
  { text: "La imaginación es más importante que el conocimiento.", author: "Albert Einstein" },
  {
    text: "Un experto es una persona que ha cometido todos los errores posibles en un campo muy reducido.",
    author: "Niels Bohr",
  },
  { text: "El que lee mucho y anda mucho, ve mucho y sabe mucho.", author: "Miguel de Cervantes" },
  { text: "Caminante, no hay camino, se hace camino al andar.", author: "Antonio Machado" },
  {
    text: "Lo que sabemos es una gota de agua; lo que ignoramos es el océano.",
    author: "Isaac Newton",
  },
  {
    text: "Si he visto más lejos es porque estoy sentado sobre los hombros de gigantes.",
    author: "Isaac Newton",
  },
  {
    text: "La educación no es preparación para la vida; la educación es la vida en sí misma.",
    author: "John Dewey",
  },
  {
    text: "Enseñar no es transferir conocimiento, sino crear las posibilidades para su propia producción o construcción.",
    author: "Paulo Freire",
  },
  {
    text: "La educación no cambia el mundo: cambia a las personas que van a cambiar el mundo.",
    author: "Paulo Freire",
  },
  {
    text: "El genio se hace con un 1 % de talento y un 99 % de trabajo.",
    author: "Albert Einstein",
  },
  {
    text: "No fracasé. Solo encontré 10 000 maneras que no funcionan.",
    author: "Thomas A. Edison",
  },
  { text: "La perseverancia es la madre de la buena suerte.", author: "Miguel de Cervantes" },
  { text: "El conocimiento es poder.", author: "Francis Bacon" },
  { text: "Nada en la vida debe ser temido, solamente comprendido.", author: "Marie Curie" },
  { text: "Sé tú el cambio que quieres ver en el mundo.", author: "Mahatma Gandhi" },
  {
    text: "Vive como si fueras a morir mañana; aprende como si fueras a vivir para siempre.",
    author: "Mahatma Gandhi",
  },
  { text: "La tecnología es mejor cuando une a las personas.", author: "Matt Mullenweg" },
  { text: "Hablar es barato. Enséñame el código.", author: "Linus Torvalds" },
  {
    text: "La mayoría de los buenos programadores programan no porque esperen que les paguen, sino porque es divertido programar.",
    author: "Linus Torvalds",
  },
  { text: "El software es una gran combinación entre arte e ingeniería.", author: "Bill Gates" },
  {
    text: "Quien tiene un porqué para vivir puede soportar casi cualquier cómo.",
    author: "Friedrich Nietzsche",
  },
  { text: "Lo más dañino que podemos decir es: siempre se ha hecho así.", author: "Grace Hopper" },
  {
    text: "Un barco en el puerto está seguro, pero no es para eso para lo que se construyen los barcos.",
    author: "Grace Hopper",
  },
  {
    text: "La ciencia de las operaciones es una ciencia en sí misma, con su propia verdad y valor abstractos.",
    author: "Ada Lovelace",
  },
  { text: "Cuanto más estudio, más insaciable me siento por mi genio.", author: "Ada Lovelace" },
  { text: "Las máquinas me sorprenden con mucha frecuencia.", author: "Alan Turing" },
  {
    text: "Solo podemos ver poco del futuro, pero lo suficiente para darnos cuenta de que hay mucho por hacer.",
    author: "Alan Turing",
  },
  { text: "El secreto para salir adelante es comenzar.", author: "Mark Twain" },
  {
    text: "Dentro de veinte años estarás más decepcionado por las cosas que no hiciste que por las que hiciste.",
    author: "Mark Twain",
  },
  { text: "Siempre parece imposible hasta que se hace.", author: "Nelson Mandela" },
  { text: "No cuentes los días, haz que los días cuenten.", author: "Muhammad Ali" },
  { text: "Quien se atreve a enseñar nunca debe dejar de aprender.", author: "John Cotton Dana" },
  { text: "Aprender sin pensar es inútil; pensar sin aprender, peligroso.", author: "Confucio" },
  {
    text: "Me lo contaron y lo olvidé; lo vi y lo entendí; lo hice y lo aprendí.",
    author: "Confucio",
  },
  { text: "El hombre que mueve montañas comienza apartando piedras pequeñas.", author: "Confucio" },
  { text: "La curiosidad es la mecha en la vela del aprendizaje.", author: "William Arthur Ward" },
  {
    text: "El aprendizaje es un tesoro que seguirá a su dueño a todas partes.",
    author: "Proverbio chino",
  },
  {
    text: "El mejor momento para plantar un árbol fue hace veinte años. El segundo mejor momento es ahora.",
    author: "Proverbio chino",
  },
  {
    text: "Las raíces de la educación son amargas, pero el fruto es dulce.",
    author: "Aristóteles",
  },
  {
    text: "Somos lo que hacemos repetidamente. La excelencia, entonces, no es un acto, sino un hábito.",
    author: "Will Durant",
  },
  { text: "Solo sé que no sé nada.", author: "Sócrates" },
  { text: "Educad a los niños y no será necesario castigar a los hombres.", author: "Pitágoras" },
  {
    text: "El éxito no es definitivo, el fracaso no es fatal: lo que cuenta es el valor para continuar.",
    author: "Winston Churchill",
  },
  { text: "La suerte favorece solo a la mente preparada.", author: "Louis Pasteur" },
  { text: "Lo que con mucho trabajo se adquiere, más se ama.", author: "Aristóteles" },
  {
    text: "Ninguna ciencia, en cuanto a ciencia, engaña; el engaño está en quien no la sabe.",
    author: "Miguel de Cervantes",
  },
  { text: "Cree que puedes y ya estarás a medio camino.", author: "Theodore Roosevelt" },
  { text: "Haz lo que puedas, con lo que tengas, donde estés.", author: "Theodore Roosevelt" },
];

/** One quote at random (`random` is injectable for tests). */
export function pickQuote(random: () => number = Math.random): Quote {
  const index = Math.min(
    MOTIVATIONAL_QUOTES.length - 1,
    Math.floor(random() * MOTIVATIONAL_QUOTES.length),
  );
  return MOTIVATIONAL_QUOTES[index];
}
