/** The id of a module's or a section's card: the action redirects to `#modulo-N` after a move. */
export const moduleAnchor = (id: number) => `modulo-${id}`;
export const sectionAnchor = (id: number) => `seccion-${id}`;
