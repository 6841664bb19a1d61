/** A seat at the table, 0-based, in table order; "left" is the next seat (seat + 1, wrapping). */
export type Seat = number;

/** A card's id, unique within a game (e.g. `fabula-042`). */
export type CardId = string;

/** A board slot, 1-based as printed on the board. */
export type Slot = number;

/** Index of a team in the game's team list (team mode only). */
export type TeamIndex = number;
