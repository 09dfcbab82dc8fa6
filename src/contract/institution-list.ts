/*
 * The institutions Campus serves, with their colours. Kept apart from the schemas (which cost
 * CPU to build) so the app's first script can name a student's institution without them;
 * institutions.ts re-exports these.
 */
import type { Institution } from './institutions.ts';

type Row = [id: number, name: string, shortName: string, primary: string, secondary: string, hover: string];

// Colours follow each institution's crest; every primary carries white text at WCAG AA.
const universities: Row[] = [
  [1000, 'University of Ghana', 'UG', '#0b2c5f', '#c99a2e', '#081f44'],
  [1001, 'Kwame Nkrumah University of Science and Technology', 'KNUST', '#9e1b32', '#f2b632', '#7d1527'],
  [1002, 'University of Cape Coast', 'UCC', '#123f7a', '#d4a017', '#0d2f5c'],
  [1003, 'Ghana Institute of Management and Public Administration', 'GIMPA', '#0f3d2e', '#c9a227', '#0a2b20'],
  [1004, 'University of Professional Studies', 'UPSA', '#1c2f6b', '#e0b020', '#141f4d'],
  [1005, 'Central University', 'CU', '#b0112b', '#1d3b78', '#8c0d22'],
  [1006, 'Zenith University', 'ZU', '#5a1f6e', '#e3a21a', '#441653'],
  [1007, 'KAAF University College', 'KAAF', '#0b5f55', '#f0a500', '#084840'],
  [1008, 'Ashesi University', 'Ashesi', '#8a1c2b', '#d8b46a', '#6c1521'],
  [1009, 'Lancaster University', 'LUG', '#b5121b', '#2b2b2b', '#8f0e15'],
  [1010, 'Wisconsin International University College', 'WIUC', '#1f3c88', '#e31b23', '#172e69'],
  [1011, 'Kings University College', 'KUC', '#4b2a7b', '#d4af37', '#3a205f'],
  [1012, 'University of Development Studies', 'UDS', '#0a6b35', '#f5c518', '#075229'],
  [1013, 'Mountcrest University', 'MCU', '#7c1d3f', '#1f4e8c', '#601630'],
];

const campuses: Row[] = [
  [1014, 'Makola Campus', 'Makola', '#6d1a1a', '#c8a951', '#521313'],
  [1015, 'GIMPA Campus', 'GIMPA Law', '#0f3d2e', '#c9a227', '#0a2b20'],
  [1016, 'KNUST Campus', 'KNUST Law', '#9e1b32', '#f2b632', '#7d1527'],
  [1017, 'UPSA Campus', 'UPSA Law', '#1c2f6b', '#e0b020', '#141f4d'],
];

function toInstitution(kind: Institution['kind']) {
  return ([id, name, shortName, primary, secondary, hover]: Row): Institution => ({
    id,
    name,
    shortName,
    kind,
    schoolCode: id,
    colors: { primary, secondary, hover },
  });
}

export const institutions: readonly Institution[] = [
  ...universities.map(toInstitution('university')),
  ...campuses.map(toInstitution('campus')),
];

export function findInstitution(id: number | null | undefined): Institution | undefined {
  return institutions.find((institution) => institution.id === id);
}

export function findInstitutionByName(name: string | null | undefined): Institution | undefined {
  return institutions.find((institution) => institution.name === name);
}
