// A page of a list ordered by one figure, highest first (issue 32: the sickness summary by sick
// days, the Bradford factor by score), found without sorting every row: how many rows hold each
// value of the figure tells a row's rank and which values a page reaches. The page's offset is
// parameter $4, its size $3.

/**
 * `steps`: each value of `column` in `source`, highest first, with how many rows hold it
 * (`people`) and how many rows hold a higher one (`before`: a row's rank is one past it).
 */
export const stepsOf = (source: string, column: string) =>
  `steps as (
     select x.${column}, x.people,
       (coalesce(sum(x.people) over (order by x.${column} desc
         rows between unbounded preceding and 1 preceding), 0))::integer as before
     from (select c.${column}, count(*)::integer as people from ${source} c group by c.${column}) x
   )`;

/**
 * `reach`: the values of the page's first and last rows (its last: the lowest of all without a
 * limit, or past the end), from `steps`.
 */
export const reachOf = (column: string) =>
  `reach as (
     select
       (select s.${column} from steps s where s.before <= $4 order by s.before desc limit 1)
         as highest,
       coalesce((select s.${column} from steps s where s.before <= $4 + $3 - 1
         order by s.before desc limit 1), 0) as lowest
   )`;
