import { deriveTypeLiaison } from '../territory/liaison';
import type { TerritoryType } from '../territory/types';

/**
 * INSEE "type de nom en clair" (TNCC) of a territory name, as `typeLiaison` in the etalab data:
 * 0 no article, consonant ("de Paris"); 1 no article, vowel or mute h ("d’Ille-et-Vilaine");
 * 2 le ("du Rhône"); 3 la ("de la Loire"); 4 les ("des Bouches-du-Rhône"); 5 l’ ("de l’Ain");
 * 6 aux; 7 las; 8 los.
 */
export type TypeLiaison = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * How the name is used: 'de' (of), 'dans' (in: "dans la Loire", "en Bretagne", "à Lyon"),
 * 'le' (subject: "la Loire").
 */
export type ArticleForm = 'de' | 'dans' | 'le';

// Per TNCC: the article, then the form after "de" (INSEE's "charnière").
const articles = ['', '', 'le ', 'la ', 'les ', 'l’', 'aux ', 'las ', 'los '];
const afterDe = ['de ', 'd’', 'du ', 'de la ', 'des ', 'de l’', 'des ', 'de las ', 'de los '];
// Names of départements and collectivités without article that take "à", not "en".
const cityLike = /^(Paris$|Mayotte$|Saint-|Sainte-|Wallis|(Le|La|Les) |L’)/;

/**
 * An EPCI name's article: INSEE gives EPCI no `typeLiaison`, and their names follow two patterns
 * (1,255 EPCI in 2026): a feminine common noun first, « CC », « CA », « CU » (communauté),
 * « Métropole » (« de la Métropole de Lyon », « dans la CC du Pays de Gex »), « Eurométropole » (l’), or
 * a place name first, without article (« de Saint-Étienne Métropole », « d’Orléans Métropole »).
 */
function epciLiaison(name: string): TypeLiaison {
  if (/^(CC|CA|CU|Communauté|Métropole)(\s|$)/.test(name)) return 3;
  if (/^Eurométropole(\s|$)/.test(name)) return 5;
  return /^[AEIOUYÉÈÊÂÎÔ]/.test(name) ? 1 : 0;
}

/** Le, les and aux contract after "de" and "à": "du", "des", "au", "aux". */
function contracted(tncc: number): boolean {
  return tncc === 2 || tncc === 4 || tncc === 6;
}

/**
 * A territory name with the French article its INSEE `typeLiaison` calls for. Département and
 * région names come without their article ("Loire", TNCC 3); commune names include it
 * ("Le Havre", TNCC 2), which is then contracted ("du Havre") and kept capitalised
 * ("de La Rochelle"). Straight apostrophes become typographic ones.
 * `typeLiaison` is a {@link TypeLiaison}; the API's plain number is accepted as is.
 * A missing `typeLiaison` is derived from the level: INSEE's list for départements and régions
 * ("dans la Marne"), the name for communes ("à Paris", "au Havre"), the level's noun for study
 * zones, the name's pattern for EPCI (INSEE gives them none). Without a level, or with a value
 * outside 0–8, the plain name ("de X", "dans X", "X"): never a wrong article.
 * @param kind The territory's level: communes (and names that include their article) take
 *   "à"/"au"/"aux" in the 'dans' form; départements and régions without article take "en".
 * @example withArticle('Loire', 3, 'dans') // "dans la Loire"
 * @example withArticle('Ain', 5, 'de') // "de l’Ain"
 * @example withArticle('Rhône', 2, 'de') // "du Rhône"
 * @example withArticle('Bouches-du-Rhône', 4, 'de') // "des Bouches-du-Rhône"
 * @example withArticle('Ille-et-Vilaine', 1, 'de') // "d’Ille-et-Vilaine"
 * @example withArticle('Bretagne', 0, 'dans') // "en Bretagne"
 * @example withArticle('Le Havre', 2, 'dans', 'commune') // "au Havre"
 * @example withArticle('Métropole de Lyon', undefined, 'de', 'epci') // "de la Métropole de Lyon"
 * @example withArticle('Marne', undefined, 'dans', 'departement') // "dans la Marne"
 */
export function withArticle(
  name: string,
  typeLiaison: TypeLiaison | number | undefined,
  form: ArticleForm,
  kind?: TerritoryType,
): string {
  const written = name.replace(/'/g, '’');
  const epci = kind === 'epci' && typeLiaison == null;
  const tncc =
    typeLiaison ?? (epci ? epciLiaison(written) : (deriveTypeLiaison(written, kind) ?? -1));
  // A study zone's name starts with its level ("Zone d’emploi de Lyon"): lower case after an
  // article ("de la zone d’emploi de Lyon").
  const zone = kind === 'ze' || kind === 'aav' || kind === 'uu' || kind === 'bv';
  const text =
    zone && tncc >= 2 ? `${written.charAt(0).toLowerCase()}${written.slice(1)}` : written;
  const article = articles[tncc];
  if (article === undefined) return form === 'le' ? text : `${form} ${text}`;
  // « dans Nantes Métropole »: neither « en » nor « à » suits a grouping of communes.
  if (epci && article === '' && form === 'dans') return `dans ${text}`;
  const lower = text.toLowerCase();
  const included = article !== '' && lower.startsWith(article);
  const city = kind === 'commune' || kind === 'arrondissement';
  if (included) {
    // Only commune names include their article: "Le Havre", "Les Mées", "Aux Marais" contract
    // ("du Havre", "au Havre"); "La", "L’", "Las", "Los" stay capitalised ("à La Rochelle").
    const rest = text.slice(article.length);
    if (form === 'le') return text;
    if (form === 'de') return contracted(tncc) ? `${afterDe[tncc]}${rest}` : `de ${text}`;
    return tncc === 2 ? `au ${rest}` : contracted(tncc) ? `aux ${rest}` : `à ${text}`;
  }
  if (form === 'le') return `${article}${text}`;
  if (form === 'de') return `${afterDe[tncc]}${text}`;
  if (article !== '') {
    if (!city) return `dans ${article}${text}`;
    return tncc === 2 ? `au ${text}` : contracted(tncc) ? `aux ${text}` : `à ${article}${text}`;
  }
  // No article: "en Bretagne", "en Ille-et-Vilaine", but "à Paris", "à Lyon", "à La Réunion".
  return city || cityLike.test(text) ? `à ${text}` : `en ${text}`;
}
