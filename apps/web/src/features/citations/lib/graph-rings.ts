/**
 * Patents outside the index go on rings of 14, 18, 22… nodes (outer rings are longer), so a 60-node graph keeps its
 * labels apart and no ring's nodes line up with the next one's edges.
 */
const FIRST_RING = 14;
const RING_GROWTH = 4;
export function ringOf(index: number): number {
  let ring = 0;
  let start = 0;
  while (index >= start + FIRST_RING + ring * RING_GROWTH) start += FIRST_RING + ring++ * RING_GROWTH;
  return ring;
}
