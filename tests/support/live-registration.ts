/** What an adult types into a live course's registration (no guardian is asked for). */
export const ADULT = {
  firstName: "Ana",
  lastName: "Pérez Gómez",
  email: "ana@example.com",
  phoneNumber: "2291234567",
  age: 30,
  preferredModality: "Presencial",
  hasLaptop: true,
} as const;

/** The guardian's fields of an adult's registration, as the model stores them. */
export const NO_GUARDIAN = {
  guardianFirstName: null,
  guardianLastName: null,
  guardianPhoneNumber: null,
} as const;
