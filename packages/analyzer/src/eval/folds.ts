/** FNV-1a: a fixed hash so each record's fold depends only on its id, never on file order or chance. */
export function foldOf(id: string, folds: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % folds;
}
