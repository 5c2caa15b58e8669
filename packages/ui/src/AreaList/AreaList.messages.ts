import { formatCount, formatNumber } from '../format';

const dates = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/** Default French copy of `AreaList` (U+00A0 before « : », U+202F before « ; ? ! » and in « »). */
export const areaListMessages = {
  /** How many areas the user has, out of how many allowed (shown as « 3 / 200 territoires »). */
  count: (count: number, limit: number) =>
    `${formatNumber(count)}\u00a0/\u00a0${formatNumber(limit)} ${count > 1 ? 'territoires' : 'territoire'}`,
  countSpoken: (count: number, limit: number) =>
    `${formatCount(count, 'territoire', 'territoires')} sur ${formatNumber(limit)} au plus`,
  limitReached: 'Limite atteinte\u00a0: supprimez un territoire pour en créer un autre.',
  create: 'Créer un territoire',
  emptyTitle: 'Vous n’avez pas encore de territoire',
  emptyText:
    'Un territoire de projet (contrat de ville, SCoT, pays, parc naturel régional, bassin de mobilité…) réunit des communes qui ne forment pas un territoire officiel. Créez-le à partir des codes Insee de ses communes\u00a0: EPIC calcule ses indicateurs sur l’ensemble de ces communes, avec les mêmes règles que pour une intercommunalité, et vous pouvez le comparer à la France.',
  emptyPrivate: 'Vos territoires ne sont visibles que par vous.',
  vintage: (year: number) => `Millésime ${year}`,
  communes: (count: number) => formatCount(count, 'commune', 'communes'),
  updated: (iso: string) => `modifié le ${dates.format(new Date(iso))}`,
  edit: 'Modifier',
  exportJson: 'Exporter (JSON)',
  remove: 'Supprimer',
  /** Read after the action's label, to tell the rows' buttons apart. */
  itemSuffix: (name: string) => ` «\u202f${name}\u202f»`,
  confirmQuestion: (name: string) =>
    `Supprimer «\u202f${name}\u202f»\u202f? Le territoire et sa liste de communes seront définitivement effacés.`,
  confirmRemove: 'Supprimer définitivement',
  cancel: 'Annuler',
  removed: (name: string) => `Territoire «\u202f${name}\u202f» supprimé.`,
  removeFailed: (message: string) => `La suppression a échoué\u00a0: ${message}`,
  exported: (file: string) => `Fichier ${file} téléchargé.`,
  exportFailed: (message: string) => `L’export a échoué\u00a0: ${message}`,
  loading: 'Chargement de vos territoires…',
  error: 'Vos territoires n’ont pas pu être chargés.',
  retry: 'Réessayer',
};

export type AreaListMessages = typeof areaListMessages;
