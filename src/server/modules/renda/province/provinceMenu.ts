/** 省级统计 (issue 39 point 3): the page's menu id and its permission, which the menu seed and the data set grant. */
export const PROVINCE_STATISTICS_MENU_ID = 270;
export const PROVINCE_STATISTICS_PERMISSION = 'renda:province-statistics:query';
