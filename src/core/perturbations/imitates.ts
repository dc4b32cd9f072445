/**
 * What real-world change a perturbation kind imitates (each catalogue entry declares one):
 *
 * - `noise`: another test set of the same kind from the same pool (sampling noise);
 * - `shift`: a test set from a changed source;
 * - `grading`: the same answers graded differently;
 * - `entrants`: other models on the leaderboard.
 *
 * The settings form lists the kinds in this order under one heading each (`imitates.<value>`),
 * the headline reads a score change against sampling noise by it, and the results JSON carries
 * it as `perturbation.imitates`. A new kind (e.g. repeated trials, imitating `noise`) declares
 * its value in its catalogue entry; nothing else changes.
 */
export type Imitates = 'noise' | 'shift' | 'grading' | 'entrants';

export const IMITATES: readonly Imitates[] = ['noise', 'shift', 'grading', 'entrants'];
