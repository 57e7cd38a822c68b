/** CLDR's month and weekday names in this language (see ../calendar-names.ts). */
export const names = {
  monthLong: 'Jenụwarị|Febrụwarị|Maachị|Epreel|Mee|Jun|Julaị|Ọgọọst|Septemba|Ọktoba|Novemba|Disemba',
  monthShort: 'Jen|Feb|Maa|Epr|Mee|Juu|Jul|Ọgọ|Sep|Ọkt|Nov|Dis',
  weekdayLong: 'Sọndee|Mọnde|Tiuzdee|Wenezdee|Tọọzdee|Fraịdee|Satọdee',
  weekdayShort: 'Sọn|Mọn|Tiu|Wen|Tọọ|Fraị|Sat',
};
