/**
 * The rating row's geometry, shared by the sprite's `stars` symbol (`icon-drawings`) and
 * `RatingStars`, which clips it: five stars 24 units wide with a gap of 2.4, so at the 20 px height
 * it is drawn at, 20 px stars 2 px apart. A module of its own so pages import no drawings.
 */
export const STAR_ROW = { step: 26.4, width: 4 * 26.4 + 24, starWidth: 24 } as const;
