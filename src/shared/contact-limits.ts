// The contact fields' length limits, apart from the zod schema so the page's form can set
// minLength and maxLength without pulling zod into the first load. The schema's messages quote them.
export const contactLimits = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  // At least 10 digits (area code and number), so at least 10 characters too.
  whatsapp: { min: 10, max: 20 },
  instagram: { max: 100 },
} as const;
