/*
 * Where the demo country's graduates come from and go: how each institution's state shifts the answers, where
 * those who move go, and the names people in each region tend to have.
 */

/** Commercial hubs: more wage jobs and higher pay; the northern states: more informal work and lower pay. */
export const STATE_EFFECT: Record<
  string,
  { wage: number; informal: number; looking: number; income: number }
> = {
  Lagos: { wage: 1.35, informal: 0.9, looking: 0.95, income: 0.6 },
  'Federal Capital Territory': { wage: 1.3, informal: 0.9, looking: 0.95, income: 0.55 },
  Rivers: { wage: 1.2, informal: 1, looking: 1.05, income: 0.45 },
  Ogun: { wage: 1.1, informal: 1, looking: 1, income: 0.15 },
  Oyo: { wage: 0.95, informal: 1.1, looking: 1.05, income: 0 },
  Osun: { wage: 0.9, informal: 1.1, looking: 1.1, income: -0.1 },
  Imo: { wage: 0.95, informal: 1.05, looking: 1.15, income: 0 },
  Enugu: { wage: 1, informal: 1, looking: 1.05, income: 0.05 },
  'Cross River': { wage: 1, informal: 1, looking: 1.05, income: -0.05 },
  Kaduna: { wage: 0.85, informal: 1.3, looking: 1.2, income: -0.3 },
  Kano: { wage: 0.75, informal: 1.45, looking: 1.15, income: -0.4 },
  Bauchi: { wage: 0.65, informal: 1.5, looking: 1.3, income: -0.55 },
};

/** Where graduates who leave their state go (Lagos twice: it draws the most). */
export const MOVE_TO = ['Lagos', 'Federal Capital Territory', 'Rivers', 'Lagos', 'Ogun'];

/** Ten names a list, in a fixed order: the seeded generator picks by position. */
const names = (list: string) => list.split(' ');

export const NAMES = {
  south_west: {
    female: names('Adebisi Funmilayo Ayomide Temitope Folake Oluwaseun Kemi Damilola Yetunde Bukola'),
    male: names('Babatunde Olumide Tunde Segun Kayode Adewale Femi Gbenga Oluwafemi Dapo'),
    surnames: names('Adeyemi Ogunleye Balogun Oladipo Afolabi Adebayo Ogunbiyi Oyelaran Akinola Salami'),
  },
  south_east: {
    female: names('Chiamaka Ngozi Adaeze Ifeoma Chioma Obiageli Uchenna Nneka Amarachi Ebere'),
    male: names('Chinedu Emeka Obinna Ikenna Chukwudi Nnamdi Uchechukwu Kelechi Ifeanyi Somto'),
    surnames: names('Okafor Nwosu Eze Okeke Obi Nwachukwu Onyekachi Uzor Ibe Anyanwu'),
  },
  south_south: {
    female: names('Ebiere Tamuno Ekaette Nkoyo Blessing Precious Ibinabo Arit Grace Mfon'),
    male: names('Tamunotonye Ebiye Effiong Bassey Godspower Ibiso Okon Edet Asuquo Preye'),
    surnames: names('Bassey Etim Okon George Briggs Amadi Ekpo Harry Ita Douglas'),
  },
  north: {
    female: names('Aisha Fatima Hauwa Zainab Amina Hadiza Maryam Rukayya Halima Khadija'),
    male: names('Abubakar Musa Ibrahim Usman Sani Yusuf Aliyu Bashir Nasiru Kabiru'),
    surnames: names('Bello Abdullahi Mohammed Garba Danjuma Lawal Suleiman Aminu Umar Idris'),
  },
};

export type Region = keyof typeof NAMES;

export const REGION: Record<string, Region> = {
  Lagos: 'south_west',
  Ogun: 'south_west',
  Oyo: 'south_west',
  Osun: 'south_west',
  Imo: 'south_east',
  Enugu: 'south_east',
  Rivers: 'south_south',
  'Cross River': 'south_south',
  Kaduna: 'north',
  Kano: 'north',
  Bauchi: 'north',
  'Federal Capital Territory': 'north',
};
