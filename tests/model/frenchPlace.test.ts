import { describe, expect, it } from 'vitest';
import { departements, inDepartement, inTown, ofTown } from '../../model/frenchPlace.js';

const departement = (code: string) => inDepartement(departements.get(code)!);

describe('French prepositions of place', () => {
  it.each([
    ['Metz', 'à Metz', 'de Metz'],
    ['Le Ban-Saint-Martin', 'au Ban-Saint-Martin', 'du Ban-Saint-Martin'],
    ['Les Étangs', 'aux Étangs', 'des Étangs'],
    ['La Maxe', 'à La Maxe', 'de La Maxe'],
    ['L’Hôpital', 'à L’Hôpital', 'de L’Hôpital'],
    ['Abaucourt', 'à Abaucourt', 'd’Abaucourt'],
    ['Étain', 'à Étain', 'd’Étain'],
    ['Hagondange', 'à Hagondange', 'd’Hagondange'],
    ['Lessy', 'à Lessy', 'de Lessy'],
    ['Leyviller', 'à Leyviller', 'de Leyviller'],
  ])('%s: %s, %s', (name, at, of) => {
    expect(inTown(name)).toBe(at);
    expect(ofTown(name)).toBe(of);
  });

  it.each([
    ['57', 'en Moselle'],
    ['54', 'en Meurthe-et-Moselle'],
    ['55', 'en Meuse'],
    ['67', 'dans le Bas-Rhin'],
    ['68', 'dans le Haut-Rhin'],
    ['88', 'dans les Vosges'],
    ['01', 'dans l’Ain'],
    ['38', 'en Isère'],
    ['22', 'dans les Côtes-d’Armor'],
    ['90', 'dans le Territoire de Belfort'],
    ['75', 'à Paris'],
    ['974', 'à La Réunion'],
    ['971', 'en Guadeloupe'],
  ])('département %s: %s', (code, phrase) => {
    expect(departement(code)).toBe(phrase);
  });
});
