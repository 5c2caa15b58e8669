import { type TerritoryType, territoryTypeLabels, VisuallyHidden } from '@epic/ui';

/** "Commune", "Intercommunalité (EPCI)"… inside a sentence. */
const levelInSentence = (type: TerritoryType) => {
  const label = territoryTypeLabels[type];
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
};

/** What the live region says once a territory is chosen: "Lyon (commune, 2024) choisi." */
export const chosenMessage = (name: string, type: TerritoryType, year: number | undefined) =>
  `${name} (${levelInSentence(type)}${year ? `, ${year}` : ''}) choisi.`;

/**
 * The screen's one polite live region: outside every busy container, it says what the user's
 * action did ("Lyon (commune, 2024) choisi.") and when the screen's data has loaded.
 */
export function LiveRegion({ message }: { message: string }) {
  return (
    <VisuallyHidden>
      <span role="status" aria-live="polite">
        {message}
      </span>
    </VisuallyHidden>
  );
}
