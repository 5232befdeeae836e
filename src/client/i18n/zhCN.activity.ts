/** zh-CN texts of the duty activities' map widget (`app.activity.*`), issue 19 point 4. */
export const zhCNActivity = {
  searchPlaceholder: '输入地址搜索，选择建议项定位',
  city: '城市',
  switchCity: '切换城市',
  cityNotFound: '未找到城市“%{city}”',
  myLocation: '我的位置',
  noGeolocation: '当前浏览器不支持定位',
  geolocationDenied: '未获得定位权限，请在浏览器中允许定位后重试',
  geolocationFailed: '定位失败，请稍后重试或直接填写经纬度',
  noMapService: '未配置地图服务：请直接填写活动地点、经度、纬度和签到半径',
  mapFailed: '地图加载失败（%{error}）：请直接填写活动地点、经度、纬度和签到半径',
  mapLabel: '签到范围地图',
  mapHint: '在地图上单击放置签到范围；拖动圆心移动，拖动圆边上的点调整半径，也可直接修改下方的经纬度和签到半径',
};
