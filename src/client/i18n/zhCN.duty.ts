/** zh-CN texts of 我的活动 and the roster (`app.myActivity.*`) and of 履职登记 (`app.duty.*`), issue 36. */
export const zhCNMyActivity = {
  title: '活动名称', part: '我的参加', time: '活动时间', address: '活动地点', type: '活动类型', signup: '报名', checkin: '签到', actions: '操作',
  empty: '暂无活动', invited: '受邀参加', signedUp: '已报名', open: '可报名', checkedIn: '已签到', present: '已补登出席',
  places: '已报 %{count} / %{limit} 人', placesUnlimited: '已报 %{count} 人（不限）', checkedInAt: '%{time} 签到，距活动地点 %{distance} 米',
  scope: { all: '全部', joined: '我参加的', open: '可报名' },
  signUp: '报名', withdraw: '取消报名', checkIn: '签到',
  signUpConfirm: '确定报名参加活动「%{title}」吗？', signedUpDone: '报名成功', withdrawConfirm: '确定取消报名活动「%{title}」吗？', withdrawn: '已取消报名',
  checkInTitle: '现场签到', radius: '签到范围：活动地点周围 %{radius} 米内，活动开始前 30 分钟至活动结束',
  locating: '正在获取您的位置…', located: '已获取您的位置（精度约 %{accuracy} 米），确认后由系统核对距离', notLocated: '尚未获取位置',
  relocate: '重新定位', photo: '拍照或选择照片（可选）', photoAgain: '重新选择照片', confirmCheckIn: '确认签到', cancel: '取消',
  checkedInToast: '签到成功，您距活动地点 %{distance} 米',
  geo: {
    unsupported: '当前浏览器不支持定位，请联系工作人员补登考勤',
    denied: '未获得定位权限：请在浏览器或系统设置中允许本网站使用位置信息后重新定位',
    failed: '定位失败，请到开阔处后重新定位',
  },
  roster: '参加情况', rosterTitle: '参加情况：%{title}', rosterEmpty: '暂无参加代表', deputy: '代表', state: '考勤', joinType: '参加方式', mark: '补登记录',
  markedBy: '%{who} 于 %{time} 补登：%{reason}', markAction: '补登考勤', markTitle: '补登考勤：%{name}', markPresent: '出席', markAbsent: '缺席',
  reason: '原因', reasonRequired: '请填写补登考勤的原因', marked: '已补登考勤', save: '保存', close: '关闭',
  states: { checkedIn: '已签到', present: '补登出席', absent: '缺席', pending: '未签到' },
  summary: { invited: '邀请', signedUp: '报名', checkedIn: '出席', absent: '缺席' },
};

export const zhCNDuty = {
  create: '新增履职登记', edit: '修改履职登记', resubmit: '修改并重新提交', view: '查看', review: '审核', delete: '删除',
  title: '履职事项', status: '状态', deputy: '代表', dutyType: '履职类型', dutyDate: '履职日期', address: '履职地点', content: '履职内容',
  reason: '退回理由', reviewer: '审核', submitTime: '提交时间', actions: '操作', empty: '暂无履职登记', allStatuses: '全部状态',
  photosHint: '照片（%{count}/%{max}，可选）', addPhoto: '添加照片', removePhoto: '移除照片', tooManyPhotos: '照片最多 %{max} 张，多出的未添加',
  required: '请填写%{field}', saved: '已提交，等待审核', submit: '提交', cancel: '取消', close: '关闭',
  deleteConfirm: '确定删除履职登记「%{title}」吗？', deleted: '删除成功', returnedFor: '退回理由：%{reason}',
  reasonHint: '退回时必须填写，代表将看到此理由', reasonRequired: '退回履职登记请填写退回理由', approve: '通过', return: '退回',
  approved: '已审核通过', returned: '已退回',
};
