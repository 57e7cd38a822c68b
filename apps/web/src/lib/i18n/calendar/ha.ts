/** CLDR's month and weekday names in this language (see ../calendar-names.ts). */
export const names = {
  monthLong: 'Janairu|Faburairu|Maris|Afirilu|Mayu|Yuni|Yuli|Agusta|Satumba|Oktoba|Nuwamba|Disamba',
  monthShort: 'Jan|Fab|Mar|Afi|May|Yun|Yul|Agu|Sat|Okt|Nuw|Dis',
  weekdayLong: 'Lahadi|Litinin|Talata|Laraba|Alhamis|Jummaʼa|Asabar',
  weekdayShort: 'Lah|Lit|Tal|Lar|Alh|Jum|Asa',
};
