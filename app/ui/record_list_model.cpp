#include "record_list_model.h"
