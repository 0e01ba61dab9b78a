/**
 * Whole numbers the product stores in `int` columns (form and admit numbers, ids, counts). The
 * largest value such a column holds on MySQL, MariaDB and SQLite alike: an input above it is
 * refused with invalidValue before anything is written, never a database error.
 */
export const INT_MAX = 2_147_483_647;
