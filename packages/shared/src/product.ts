/** The product's identity, kept in one place so a rename touches one file. */
export const PRODUCT = {
  name: 'EquiCreators',
  tagline: 'fostering excellence through equestrianism',
} as const;
