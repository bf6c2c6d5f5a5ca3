// Placeholder while the panel is built on its own branch; replaced before this screen ships.
export function SectionsPanel() {
  return <p className="muted">Not built yet.</p>;
}
