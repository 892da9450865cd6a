#include "records_controller.h"
