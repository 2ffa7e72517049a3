// The sessionStorage name under which the page's first script (./keep-visit-source.ts) keeps where the
// visit began and the form (./submit-contact-form.ts) reads it. A module of this one constant: the
// build inlines it into the first script, so sharing it adds no chunk and no byte to that script.
export const visitSourceStorageKey = "expedicao-ushuaia:source";
