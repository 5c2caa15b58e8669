import { Button, RadioGroup, VisuallyHidden } from '@epic/ui';
import { MAX_SIDES, type ParsedSide, type SideParams } from '../../data/params';
import type { ComparisonReferences } from '../../data/queries';
import styles from '../explore.module.css';
import { sideLetter } from './comparerAddress';
import { moveSideHref, referenceHref, referencesHref, removeSideHref } from './comparerEdits';
import type { SideList } from './useSideList';

/**
 * The controls of the Comparer's list of sides: add a side, move one before or after, remove one,
 * choose the reference for differences and the reference columns. Each action is announced and
 * keeps the focus in place. Loaded on demand beside the comparison (out of the route chunk).
 */

/** The side panel `n`'s element: `data-side` on its section, `data-action` on its buttons. */
const inSide = (n: number, what: string) => `[data-side="${n}"] ${what}`;
const searchField = (n: number) => inSide(n, 'input[role="combobox"]');

const filled = (slot: ParsedSide<SideParams> | undefined) =>
  slot !== undefined && slot.state !== 'empty';

const named = (list: SideList, n: number) => {
  const name = list.nameAt(n);
  return name ? `${name} (territoire ${sideLetter(n)})` : `Territoire ${sideLetter(n)}`;
};

function add(list: SideList) {
  const { slots } = list.current().address;
  const empty = Array.from({ length: list.count }, (_, i) => slots[i]).findIndex((s) => !filled(s));
  if (empty >= 0) {
    // A panel still waits for its territory: fill it first (no gap in the address).
    list.say(`Le territoire ${sideLetter(empty + 1)} est encore à choisir.`);
    list.focusLater(searchField(empty + 1));
    return;
  }
  list.setCount(list.count + 1);
  list.say(`Territoire ${sideLetter(list.count + 1)} ajouté\u00a0: recherchez un territoire.`);
  list.focusLater(searchField(list.count + 1));
}

function remove(list: SideList, n: number) {
  list.say(`${named(list, n)} retiré de la comparaison.`);
  list.setCount(list.count - 1);
  const { address, searchParams } = list.current();
  if (address.slots.slice(n - 1).some(filled)) {
    list.navigate(removeSideHref(searchParams, n));
  }
  // The panel that takes its place (or the one before, for the last).
  list.focusLater(inSide(Math.min(n, list.count - 1), 'h2'));
}

function move(list: SideList, n: number, direction: -1 | 1) {
  const m = n + direction;
  list.say(
    `${list.nameAt(n) ?? `Le territoire ${sideLetter(n)}`} passe en territoire ${sideLetter(m)}.`,
  );
  list.navigate(moveSideHref(list.current().searchParams, n, m));
  // The same button on the moved side, or the other one at the end of the list.
  const [same, other] = direction < 0 ? ['before', 'after'] : ['after', 'before'];
  list.focusLater(inSide(m, `[data-action="${same}"]`), inSide(m, `[data-action="${other}"]`));
}

/** Writes the reference columns asked for (from the results' check boxes), announced. */
export function changeReferences(list: SideList, columns: ComparisonReferences) {
  const shown = [
    columns.france ? 'France' : '',
    columns.parent ? 'département ou région de chaque territoire' : '',
  ].filter(Boolean);
  list.say(
    shown.length > 0
      ? `Colonnes de référence\u00a0: ${shown.join(' et ')}.`
      : 'Colonnes de référence retirées.',
  );
  list.navigate(referencesHref(list.current().searchParams, columns));
}

/** A side's place in the list: before, after (both chosen), remove (more than two sides). */
export function SideTools({ list, n, sideName }: { list: SideList; n: number; sideName: string }) {
  const { slots } = list.address;
  const chosen = filled(slots[n - 1]);
  const canRemove = list.count > 2;
  if (!chosen && !canRemove) return null;
  return (
    <div className={styles.sideTools}>
      {chosen && (
        <>
          <Button
            variant="tertiary"
            size="sm"
            icon="←"
            data-action="before"
            disabled={!(n > 1 && filled(slots[n - 2]))}
            onClick={() => move(list, n, -1)}
          >
            Avancer<VisuallyHidden> le {sideName}</VisuallyHidden>
          </Button>
          <Button
            variant="tertiary"
            size="sm"
            icon="→"
            iconPosition="end"
            data-action="after"
            disabled={!(n < list.count && filled(slots[n]))}
            onClick={() => move(list, n, 1)}
          >
            Reculer<VisuallyHidden> le {sideName}</VisuallyHidden>
          </Button>
        </>
      )}
      {canRemove && (
        <Button
          variant="tertiary"
          size="sm"
          icon="×"
          data-action="remove"
          onClick={() => remove(list, n)}
        >
          Retirer<VisuallyHidden> le {sideName}</VisuallyHidden>
        </Button>
      )}
    </div>
  );
}

/** Why no side can be added once six are: beside the button, and said when it is pressed. */
export const SIX_AT_MOST = 'Six territoires au plus\u00a0: retirez-en un pour en ajouter un autre.';

/**
 * Adds a side. Six at most: the button then stays focusable but unavailable (`aria-disabled`),
 * described by the note beside it, which it says again when pressed; a `disabled` button would
 * be skipped by the keyboard and its reason never heard.
 */
export function AddSide({ list }: { list: SideList }) {
  const full = list.count >= MAX_SIDES;
  return (
    <div className={styles.addSide}>
      <Button
        variant="secondary"
        icon="+"
        onClick={() => (full ? list.say(SIX_AT_MOST) : add(list))}
        aria-disabled={full || undefined}
        aria-describedby={full ? 'six-au-plus' : undefined}
      >
        Ajouter un territoire
      </Button>
      {full && <p id="six-au-plus">{SIX_AT_MOST}</p>}
    </div>
  );
}

/**
 * Which side the differences are computed against: one radio per compared side (the arrow keys
 * step through them, each choice written in the address as `reference=N`).
 */
export function ReferenceChoice({
  list,
  labels,
}: {
  list: SideList;
  /** Per compared side: "Territoire A : Lyon (2024)". */
  labels: string[];
}) {
  const { compared, reference } = list.address;
  const choose = (n: number) => {
    const name = list.nameAt(n);
    const side = `territoire ${sideLetter(n)}`;
    list.say(`Écarts calculés par rapport ${name ? `à ${name} (${side})` : `au ${side}`}.`);
    list.navigate(referenceHref(list.current().searchParams, n));
  };
  return (
    <RadioGroup
      className={styles.referenceChoice}
      legend="Référence des écarts"
      hint="Les écarts de chaque territoire, absolus et relatifs, sont calculés par rapport à celui-ci."
      name="reference"
      inline
      options={compared.map((n, i) => ({ value: String(n), label: labels[i] }))}
      value={String(reference)}
      onChange={(value) => choose(Number(value))}
    />
  );
}
