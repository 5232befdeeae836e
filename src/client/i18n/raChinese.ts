/**
 * react-admin's own UI texts in Chinese, for the keys its components show in this client (buttons,
 * pagination, confirmations, notifications, validation). Keys not listed fall back to English through
 * the deep merge in i18nProvider.ts.
 */
export const raChinese = {
  ra: {
    action: {
      add_filter: '添加筛选', add: '新增', back: '返回', bulk_actions: '已选择 %{smart_count} 项', cancel: '取消',
      clear_array_input: '清空列表', clear_input_value: '清空', clone: '复制', confirm: '确定', create: '新增',
      create_item: '新增 %{item}', delete: '删除', edit: '修改', export: '导出', list: '列表', refresh: '刷新',
      remove_filter: '移除此筛选', remove_all_filters: '移除全部筛选', remove: '移除', reset: '重置', save: '保存',
      search: '搜索', search_columns: '搜索列', select_all: '全选', select_all_button: '全选', select_row: '选择此行',
      show: '查看', sort: '排序', undo: '撤销', unselect: '取消选择', expand: '展开', close: '关闭',
      open_menu: '打开菜单', close_menu: '关闭菜单', update: '更新', move_up: '上移', move_down: '下移', open: '打开',
      toggle_theme: '切换明暗主题', select_columns: '显示列', update_application: '重新加载应用',
    },
    boolean: { true: '是', false: '否', null: ' ' },
    page: {
      create: '新增%{name}', dashboard: '首页', edit: '修改%{name} %{recordRepresentation}', error: '出错了',
      list: '%{name}', loading: '加载中', not_found: '未找到', show: '%{name} %{recordRepresentation}',
      empty: '暂无%{name}', invite: '要新增一条吗？', access_denied: '无权访问', authentication_error: '认证错误',
    },
    input: {
      file: { upload_several: '拖拽文件到此处上传，或点击选择文件', upload_single: '拖拽文件到此处上传，或点击选择文件' },
      image: { upload_several: '拖拽图片到此处上传，或点击选择图片', upload_single: '拖拽图片到此处上传，或点击选择图片' },
      references: { all_missing: '找不到关联数据', many_missing: '部分关联数据已不存在', single_missing: '关联数据已不存在' },
      password: { toggle_visible: '隐藏密码', toggle_hidden: '显示密码' },
    },
    message: {
      about: '关于', access_denied: '您没有访问该页面的权限', are_you_sure: '确定要这样做吗？',
      authentication_error: '认证服务返回错误，无法校验您的身份', auth_error: '校验登录令牌时出错',
      bulk_delete_content: '确定删除选中的 %{smart_count} 项吗？', bulk_delete_title: '删除 %{smart_count} 项%{name}',
      bulk_update_content: '确定更新选中的 %{smart_count} 项吗？', bulk_update_title: '更新 %{smart_count} 项%{name}',
      clear_array_input: '确定清空整个列表吗？', delete_content: '确定删除该%{name}吗？',
      delete_title: '删除%{name} %{recordRepresentation}', details: '详情', error: '客户端出错，请求未能完成',
      invalid_form: '表单校验未通过，请检查错误提示', loading: '请稍候', no: '否', not_found: '您输入的网址有误，或链接已失效',
      select_all_limit_reached: '数据过多，仅选中前 %{max} 项', unsaved_changes: '有修改尚未保存，确定放弃吗？', yes: '是',
      placeholder_data_warning: '网络异常：数据刷新失败',
    },
    navigation: {
      clear_filters: '清除筛选', no_filtered_results: '当前筛选条件下没有%{name}', no_results: '暂无%{name}',
      no_more_results: '第 %{page} 页超出范围，请返回上一页', page_out_of_boundaries: '第 %{page} 页超出范围',
      page_out_from_end: '已经是最后一页', page_out_from_begin: '已经是第一页',
      page_range_info: '第 %{offsetBegin}-%{offsetEnd} 条，共 %{total} 条',
      partial_page_range_info: '第 %{offsetBegin}-%{offsetEnd} 条，共 %{offsetEnd} 条以上', current_page: '第 %{page} 页',
      page: '前往第 %{page} 页', first: '首页', last: '末页', next: '下一页', previous: '上一页',
      page_rows_per_page: '每页条数：', skip_nav: '跳到正文',
    },
    sort: { sort_by: '按%{field_lower_first}%{order}', ASC: '升序', DESC: '降序' },
    auth: {
      auth_check_error: '请登录后继续', user_menu: '个人中心', username: '账号', password: '密码', email: '邮箱',
      sign_in: '登录', sign_in_error: '登录失败，请重试', logout: '退出登录',
    },
    notification: {
      updated: '修改成功', created: '新增成功', deleted: '删除成功', bad_item: '数据有误', item_doesnt_exist: '数据不存在',
      http_error: '与服务器通信出错', data_provider_error: '数据服务出错，详情见控制台', i18n_error: '无法加载所选语言的翻译',
      canceled: '操作已取消', logged_out: '会话已结束，请重新登录', not_authorized: '您无权访问该资源',
      application_update_available: '有新版本可用', offline: '网络未连接，无法获取数据',
    },
    validation: {
      required: '必填', minLength: '至少 %{min} 个字符', maxLength: '最多 %{max} 个字符', minValue: '不能小于 %{min}',
      maxValue: '不能大于 %{max}', number: '必须是数字', email: '邮箱格式不正确', oneOf: '必须是以下之一：%{options}',
      regex: '格式不正确：%{pattern}', unique: '不能重复',
    },
    // ra-input-rich-text's toolbar (tooltips, the level menu), English by its own defaults otherwise (issue 38).
    tiptap: {
      align_left: '左对齐', align_right: '右对齐', align_center: '居中', align_justify: '两端对齐', blockquote: '引用', bold: '加粗',
      clear_format: '清除格式', code: '代码', color: '文字颜色', current_level: '当前级别', heading1: '标题 1', heading2: '标题 2',
      heading3: '标题 3', heading4: '标题 4', heading5: '标题 5', heading6: '标题 6', highlight: '背景颜色', image: '图片',
      image_dialog: '图片地址', italic: '斜体', link: '链接', list_bulleted: '无序列表', list_numbered: '有序列表', paragraph: '正文',
      select_level: '选择级别', strike: '删除线', underline: '下划线',
    },
  },
};
