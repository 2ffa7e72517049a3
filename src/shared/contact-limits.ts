// The contact fields' length limits, apart from the zod schema so the page's form can set
// maxLength without pulling zod into the first load.
export const contactLimits = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  whatsapp: { min: 10, max: 20 },
  instagram: { max: 100 },
} as const;
