import Chip from '@mui/material/Chip';

/**
 * A row's process category as the lists show it: the name the server read from the tenant's categories
 * (`categoryName`), else the stored code (a category deleted since), else nothing.
 */
export function CategoryName({ row }: { row: { category?: string | null; categoryName?: string | null } }) {
  const text = row.categoryName || row.category;
  return text ? <Chip size="small" variant="outlined" color="primary" label={text} data-i18n="data" /> : null;
}
