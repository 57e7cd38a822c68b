/** CLDR's month and weekday names in this language (see ../calendar-names.ts). */
export const names = {
  monthLong: 'Jénúári|Fẹ́búári|Mach|Éprel|Mee|Jun|Julai|Ọgọst|Sẹptẹ́mba|Ọktóba|Nọvẹ́mba|Disẹ́mba',
  monthShort: 'Jén|Fẹ́b|Mach|Épr|Mee|Jun|Jul|Ọgọ|Sẹp|Ọkt|Nọv|Dis',
  weekdayLong: 'Sọ́ndè|Mọ́ndè|Tiúzdè|Wẹ́nẹ́zdè|Tọ́zdè|Fraídè|Sátọdè',
  weekdayShort: 'Sọ́n|Mọ́n|Tiú|Wẹ́n|Tọ́z|Fraí|Sát',
};
