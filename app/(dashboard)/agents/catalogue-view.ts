export interface CatalogueOption { value: string; label: string }

/** What the select of a catalogue (models or voices) shows: its options, the hint under it, and whether it waits. */
export interface CatalogueView {
  options: CatalogueOption[];
  hint?: string;
  disabled: boolean;
}

/**
 * While the catalogue loads, the agent's value is the one option, unjudged, and the field waits: judged against an
 * empty list it read "no longer offered" for the second or so the list took. Once loaded, a value the catalogue no
 * longer offers is shown first and kept as long as it is not changed (the server refuses it only when it is sent).
 */
export function catalogueView({ what, value, options, loading }: {
  /** "models", "voices": what the hint names while it loads. */
  what: string;
  value: string;
  options: readonly CatalogueOption[] | undefined;
  loading: boolean;
}): CatalogueView {
  if (loading || !options) {
    return { options: value ? [{ value, label: value }] : [], hint: `Loading the ${what} this server offers…`, disabled: true };
  }
  const listed = options.some((o) => o.value === value);
  return {
    options: [
      ...(listed ? [] : [{ value, label: `${value} (current, no longer offered)` }]),
      ...options.map((o) => ({ value: o.value, label: o.label === o.value ? o.value : `${o.label} (${o.value})` })),
    ],
    hint: listed ? undefined : 'No longer offered by this server: the agent keeps it until you choose another.',
    disabled: false,
  };
}
