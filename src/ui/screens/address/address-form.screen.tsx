/** Placeholder until the feature lands in this issue. */
export default function PlaceholderScreen() {
  return null;
}
