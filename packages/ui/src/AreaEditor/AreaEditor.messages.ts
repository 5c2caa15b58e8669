import { formatCount, formatList, formatNumber } from '../format';

/** « Saint-Étienne ajoutée », « A et B ajoutées », « 323 communes ajoutées ». */
const changedCommunes = (names: readonly string[], one: string, many: string) =>
  names.length > 3
    ? formatCount(names.length, `commune ${one}`, `communes ${many}`)
    : `${formatList(names)} ${names.length > 1 ? many : one}`;

/** Default French copy of `AreaEditor` (U+00A0 before « : », U+202F before « ; ? ! »). */
export const areaEditorMessages = {
  createTitle: 'Créer un territoire',
  editTitle: 'Modifier le territoire',
  intro:
    'Un territoire de projet réunit des communes d’un même millésime\u00a0: ses indicateurs sont calculés sur l’ensemble de ces communes.',
  name: 'Nom du territoire',
  nameHint: 'Par exemple «\u202fContrat de ville de Saint-Étienne\u202f».',
  year: 'Millésime de la géographie',
  yearHint:
    'Les codes sont vérifiés dans ce millésime (les communes fusionnent d’une année à l’autre).',
  codes: 'Codes Insee des communes',
  codesHint:
    'Collez les codes séparés par des espaces, des virgules, des points-virgules ou des retours à la ligne (par exemple 42218, 42095, 2A004).',
  /** The live count of the codes read in the text area. */
  codesRead: (count: number, duplicates: number) =>
    `${formatCount(count, 'code lu', 'codes lus')}${duplicates > 0 ? ` dont ${formatCount(duplicates, 'en double', 'en double')}` : ''}.`,
  /** The commune search that adds to the list (restricted to communes of the chosen vintage). */
  searchLabel: 'Ajouter une commune',
  searchHint: 'Nom, code Insee ou code postal d’une commune du millésime choisi',
  added: (commune: string) => `${commune} ajoutée à la liste.`,
  already: (commune: string) => `${commune} est déjà dans la liste.`,
  removed: (commune: string) => `${commune} retirée de la liste.`,
  /** The section whose map adds and removes communes by a click (the app's map). */
  mapLabel: 'Choisir sur la carte',
  mapHint:
    'Choisissez un département, puis cliquez sur une commune (ou Entrée ou Espace sur la commune atteinte au clavier) pour l’ajouter à la liste ou l’en retirer.',
  /**
   * The live region after a click on the map: « Saint-Étienne ajoutée (12 communes) »; beyond three
   * communes (a whole département), their number instead of their names.
   */
  mapAdded: (communes: readonly string[], count: number) =>
    `${changedCommunes(communes, 'ajoutée', 'ajoutées')} (${formatCount(count, 'commune', 'communes')})`,
  mapRemoved: (communes: readonly string[], count: number) =>
    `${changedCommunes(communes, 'retirée', 'retirées')} (${formatCount(count, 'commune', 'communes')})`,
  /** The list of the communes read, each with a button that removes it. */
  listTitle: 'Communes de la liste',
  filterLabel: 'Filtrer la liste (nom ou code)',
  filterShown: (shown: number, total: number) =>
    `${formatCount(shown, 'commune affichée', 'communes affichées')} sur ${formatNumber(total)}.`,
  remove: 'Retirer',
  /** Accessible name of a commune's remove button. */
  removeOne: (commune: string) => `Retirer ${commune}`,
  importLabel: 'Importer un fichier',
  importHint:
    'L’export JSON d’un territoire, ou un fichier CSV ou texte de codes (colonne «\u202fcodgeo\u202f» ou «\u202fcode_insee\u202f» si le fichier en a plusieurs).',
  imported: (file: string, count: number) =>
    `Fichier «\u202f${file}\u202f» importé\u00a0: ${formatCount(count, 'code', 'codes')}.`,
  importEmpty: (file: string) =>
    `Aucun code trouvé dans le fichier «\u202f${file}\u202f»\u00a0: la liste n’a pas changé.`,
  importFailed: (file: string) =>
    `Le fichier «\u202f${file}\u202f» n’a pas pu être lu\u00a0: la liste n’a pas changé.`,
  /** Drops the malformed and absent codes and the repeats from the list. */
  removeFlagged: 'Retirer de la liste les codes signalés',
  create: 'Créer le territoire',
  save: 'Enregistrer les modifications',
  cancel: 'Annuler',
  summaryTitle: 'Le territoire n’a pas été enregistré',
  summaryIntro: 'Corrigez les points suivants, vos saisies sont conservées\u00a0:',
  nameRequired: 'Le nom du territoire est requis.',
  nameTooLong: (max: number) => `Le nom du territoire dépasse ${max} caractères.`,
  codesRequired: 'Saisissez au moins un code de commune.',
  yearRequired: 'Choisissez un millésime.',
  /** The lists of the API's AREA_INVALID_COMMUNES details, each under the message. */
  malformed: (codes: readonly string[]) =>
    `${codes.length > 1 ? 'Codes mal formés' : 'Code mal formé'} (5 caractères attendus)\u00a0: ${codes.join(', ')}`,
  duplicated: (codes: readonly string[]) =>
    `${codes.length > 1 ? 'Codes en double' : 'Code en double'}\u00a0: ${codes.join(', ')}`,
  absent: (codes: readonly string[], year: number | undefined) =>
    `${codes.length > 1 ? 'Communes absentes' : 'Commune absente'} du millésime${year ? ` ${year}` : ''}\u00a0: ${codes.join(', ')}`,
  /** An absent code that exists in other vintages (a commune merged or created since). */
  elsewhere: (code: string, years: readonly number[]) =>
    `${code} existe dans ${years.length > 1 ? 'les millésimes' : 'le millésime'} ${formatList(years.map(String))}`,
  /** Any other failure (network, limit reached): the API's French message is shown as it is. */
  failed: 'L’enregistrement a échoué.',
};

export type AreaEditorMessages = typeof areaEditorMessages;
